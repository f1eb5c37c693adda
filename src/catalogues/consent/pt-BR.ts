// What the consent notice says (src/components/ConsentNotice.tsx), in Portuguese: a catalogue of its
// own, so a build without analytics, which has no notice, carries none of it.
export const consentUi = {
  label: 'Aviso de cookies',
  text: 'Com a sua permissão, uso o Google Analytics para contar as visitas e saber quais seções e projetos interessam mais. Ele grava cookies no seu navegador; se você recusar, nada é medido.',
  accept: 'Aceitar',
  refuse: 'Recusar',
  preferences: 'Preferências de cookies',
  /** The privacy text's paragraphs on Google Analytics, shown only by a build that loads it. */
  privacy: [
    'Só se você aceitar o aviso de cookies, o Google Analytics recebe dados de navegação: páginas e seções lidas, cliques em botões, a origem da visita (parâmetros de campanha), o tipo de aparelho e a região aproximada; nenhum nome, e-mail ou texto de mensagem. Servem para eu saber o que interessa a quem visita o portfólio. A base é o seu consentimento (LGPD, art. 7º, I); os dados ficam no Google Analytics por 14 meses, e os cookies _ga no seu navegador por até 2 anos.',
    'Você pode mudar de ideia quando quiser, pelo botão abaixo: ao recusar, a medição para na hora e os cookies _ga são apagados. Se o seu navegador envia o sinal Global Privacy Control, ele vale como recusa e o aviso não aparece. A escolha fica guardada só neste navegador.',
  ],
};

export type ConsentCatalogue = typeof consentUi;
