import type { LegalText } from './types';

// Loaded only when a visitor opens one of the footer dialogs.
export const privacyText: LegalText = {
  title: 'Privacidade',
  paragraphs: [
    'Este site não usa cookies próprios e não cria contas.',
    'Quando a análise de audiência está ativada, o Google Analytics recebe dados anônimos de navegação: páginas e seções lidas, cliques em botões e a origem da visita (parâmetros de campanha). Nenhum nome, e-mail ou texto de mensagem é enviado a ele.',
    'O formulário de contato envia nome, e-mail, assunto e mensagem por um serviço de envio de e-mails apenas para que eu possa responder. Um rascunho fica guardado só no seu navegador enquanto a aba estiver aberta.',
  ],
};

export const termsText: LegalText = {
  title: 'Termos',
  paragraphs: [
    'O conteúdo deste site apresenta meu trabalho profissional e pode ser compartilhado com o devido crédito.',
    'Os projetos citados pertencem aos seus respectivos autores e clientes. Links externos abrem em uma nova aba e seguem os termos dos sites de destino.',
  ],
};
