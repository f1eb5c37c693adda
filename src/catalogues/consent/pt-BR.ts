// What the consent notice says (src/components/ConsentNotice.tsx), in Portuguese: a catalogue of its
// own, so a build without analytics, which has no notice, carries none of it.
export const consentUi = {
  label: 'Aviso de cookies',
  text: 'Com a sua permissão, uso o Google Analytics para contar as visitas e saber quais seções e projetos interessam mais. Ele grava cookies no seu navegador; se você recusar, nada é medido.',
  accept: 'Aceitar',
  refuse: 'Recusar',
  preferences: 'Preferências de cookies',
};

export type ConsentCatalogue = typeof consentUi;
