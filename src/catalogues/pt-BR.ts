// Everything the interface says in Portuguese: the specification's text, verbatim. The English
// catalogue (en.ts) has the same keys; the build gives each edition's bundle its own catalogue only.
export const ui = {
  skipLink: 'Pular para o conteúdo',
  header: {
    home: 'Voltar ao início',
    navigation: 'Navegação principal',
    menu: 'Menu',
    notes: 'Notas',
    search: 'Buscar',
    lightTheme: 'Ativar tema claro',
    darkTheme: 'Ativar tema escuro',
    /** The link to this page in the other edition: its name, and the word shown, in that edition's language. */
    otherEdition: { label: 'English version', text: 'English', short: 'EN' },
  },
  newTab: ' (abre em nova aba)',
  hero: { greeting: 'Olá, eu sou', work: 'Ver Trabalhos', contact: 'Contato', profiles: 'Perfis' },
  about: {
    title: 'Sobre Mim',
    portrait: (name: string) => `Retrato de ${name}`,
    technologies: 'Principais Tecnologias',
    print: 'Imprimir currículo',
    download: 'Baixar currículo',
  },
  contact: {
    title: 'Contato',
    intro: 'Tem um projeto ou uma vaga? Vamos conversar.',
    details: 'Informações de Contato',
    social: 'Redes Sociais',
    email: 'Email',
    location: 'Localização',
    github: 'Projetos e código aberto',
    linkedin: 'Perfil profissional',
  },
  footer: { privacy: 'Privacidade', terms: 'Termos', contact: 'Contato' },
  dialog: {
    close: 'Fechar',
    unavailable: {
      title: 'Texto indisponível',
      paragraphs: ['Não foi possível carregar este texto agora. Verifique sua conexão e tente novamente.'],
    },
  },
  scrollTop: 'Voltar ao topo',
  notFound: {
    title: 'Página não encontrada',
    prefix: 'Erro 404: ',
    text: 'A página que você está procurando não existe ou foi removida.',
    home: 'Voltar para a Home',
  },
  errors: {
    part: 'Não foi possível exibir esta parte da página.',
    partContact: 'Você pode falar comigo diretamente pelo e-mail ',
    page: 'Não foi possível exibir esta página',
    pageText: 'Algo deu errado ao montar a página. Tente voltar para a página inicial ou fale comigo por um dos canais abaixo.',
    talk: 'Fale comigo',
  },
};

export type Catalogue = typeof ui;
