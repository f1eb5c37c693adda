// What the pages made from Markdown say around the owner's text (a case study), in Portuguese.
// Only the build renders these pages (their markup is static), so these words never reach the page's script.
export const articleUi = {
  caseStudy: 'Estudo de caso',
  backToProjects: 'Voltar aos projetos',
  role: 'Papel',
  period: 'Período',
  team: 'Equipe',
  teamSize: (people: number) => (people === 1 ? 'só eu' : `${people} pessoas`),
  readingTime: (minutes: number) => `${minutes} min de leitura`,
  technologies: (title: string) => `Tecnologias de ${title}`,
  links: (title: string) => `Links de ${title}`,
  code: 'Código no GitHub',
  site: 'Ver o site',
  otherProjects: 'Outros projetos',
  previous: 'Projeto anterior',
  next: 'Próximo projeto',
  table: 'Tabela (role para ver toda)',
  breadcrumb: { home: 'Início', projects: 'Projetos' },
};

export type ArticleCatalogue = typeof articleUi;
