import type { LegalText } from './types';

export const heroIntro =
  'Crio aplicações web completas, do banco de dados à interface, com foco em desempenho, acessibilidade e código fácil de manter.';

export const biography = [
  'Sou desenvolvedor fullstack em Porto Alegre. Comecei na área de suporte técnico, onde aprendi a ouvir quem usa o sistema e a resolver problemas reais com calma e método.',
  'Hoje construo produtos com React, Node.js e TypeScript, de APIs e bancos de dados até interfaces rápidas que funcionam bem em qualquer celular. Gosto de código simples, testes que dão confiança e entregas frequentes.',
];

export const siteDescription =
  'Portfólio de Gabriel Duarte, desenvolvedor fullstack em Porto Alegre: projetos, habilidades, experiência e contato.';

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
