import type { LegalText } from './types';

// Loaded only when a visitor opens one of the footer dialogs.
export const privacyText: LegalText = {
  title: 'Privacidade',
  paragraphs: [
    'Este site não cria contas e só grava cookies com a sua permissão.',
    'Quando a análise de audiência está ativada, um aviso pergunta se você aceita. Só se aceitar, o Google Analytics recebe dados de navegação: páginas e seções lidas, cliques em botões, a origem da visita (parâmetros de campanha), o tipo de aparelho e a região aproximada; nenhum nome, e-mail ou texto de mensagem. Servem para eu saber o que interessa a quem visita o portfólio. A base é o seu consentimento (LGPD, art. 7º, I); os dados ficam no Google Analytics por 14 meses, e os cookies _ga no seu navegador por até 2 anos.',
    'Você pode mudar de ideia quando quiser, pelo botão "Preferências de cookies" no fim deste texto: ao recusar, a medição para na hora e os cookies _ga são apagados. Se o seu navegador envia o sinal Global Privacy Control, ele vale como recusa e o aviso não aparece. A escolha fica guardada só neste navegador.',
    'O formulário de contato envia nome, e-mail, assunto e mensagem por um serviço de envio de e-mails apenas para que eu possa responder ao seu pedido de contato. Um rascunho fica guardado só no seu navegador enquanto a aba estiver aberta.',
  ],
};

export const termsText: LegalText = {
  title: 'Termos',
  paragraphs: [
    'O conteúdo deste site apresenta meu trabalho profissional e pode ser compartilhado com o devido crédito.',
    'Os projetos citados pertencem aos seus respectivos autores e clientes. Links externos abrem em uma nova aba e seguem os termos dos sites de destino.',
  ],
};
