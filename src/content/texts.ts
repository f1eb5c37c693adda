export const heroIntro =
  'Crio aplicações web completas, do banco de dados à interface, com foco em desempenho, acessibilidade e código fácil de manter.';

export const biography = [
  'Sou desenvolvedor fullstack em Porto Alegre. Comecei na área de suporte técnico, onde aprendi a ouvir quem usa o sistema e a resolver problemas reais com calma e método.',
  'Hoje construo produtos com React, Node.js e TypeScript, de APIs e bancos de dados até interfaces rápidas que funcionam bem em qualquer celular. Gosto de código simples, testes que dão confiança e entregas frequentes.',
];

export const siteDescription =
  'Portfólio de Gabriel Duarte, desenvolvedor fullstack em Porto Alegre: projetos, habilidades, experiência e contato.';
