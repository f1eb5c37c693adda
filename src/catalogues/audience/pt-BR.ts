// What the privacy text adds where the site counts its audience without cookies (src/components/AudienceChoice.tsx),
// in Portuguese: a catalogue of its own, so a build that does not count this way carries none of it.
export const audienceUi = {
  providers: { plausible: 'Plausible', umami: 'Umami', goatcounter: 'GoatCounter' },
  /** What is measured, by whom, where, and for how long. */
  statement: (provider: string, host: string, months: number) =>
    `Este site conta as visitas com o ${provider}, servido por ${host}, sem cookies e sem gravar nada no seu aparelho. ` +
    'Vão para lá, no máximo: o endereço de cada página vista (sem parâmetros), o site de onde você veio, o título da página, ' +
    'o idioma do navegador, o tamanho da tela e os cliques em botões e links deste site; nenhum nome, e-mail ou texto de mensagem. ' +
    'Nenhum identificador acompanha você de um site a outro nem de um dia para o outro, e nada é compartilhado com terceiros. ' +
    `Os números servem só às estatísticas deste site e são guardados por ${months} meses. ` +
    'Com o sinal Global Privacy Control ou Do Not Track do seu navegador, nada é enviado.',
  counted: 'Suas visitas são contadas.',
  optedOut: 'Suas visitas não são contadas neste navegador.',
  browserSignal: 'Seu navegador pede para não ser medido: nada é enviado.',
  optOut: 'Não contar minhas visitas',
  optIn: 'Voltar a contar minhas visitas',
};

export type AudienceCatalogue = typeof audienceUi;
