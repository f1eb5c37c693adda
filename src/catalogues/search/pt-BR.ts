// What the search dialog says, in Portuguese. Only the dialog (a module loaded when the visitor opens it)
// imports this folder, so these words never reach the page's script at start.
export const searchUi = {
  title: 'Buscar no site',
  label: 'Buscar projetos, estudos de caso e notas',
  placeholder: 'Projetos, estudos de caso, notas…',
  results: 'Resultados',
  close: 'Fechar',
  kinds: { project: 'Projeto', case_study: 'Estudo de caso', note: 'Nota' },
  /** The live region's count: how many results, and how many of them the list shows. */
  count: (found: number, shown: number) =>
    found === 0
      ? 'Nenhum resultado'
      : `${found} ${found === 1 ? 'resultado' : 'resultados'}${shown < found ? `; os ${shown} primeiros abaixo` : ''}`,
  loading: 'Carregando a busca…',
  unavailable: 'A busca não está disponível agora. Tente de novo mais tarde.',
  keys: { move: 'escolher', open: 'abrir', close: 'fechar' },
};

export type SearchCatalogue = typeof searchUi;
