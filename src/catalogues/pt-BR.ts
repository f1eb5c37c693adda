// Everything the interface says in Portuguese: the specification's text, verbatim. The English
// catalogue (en.ts) has the same keys; the build gives each edition's bundle its own catalogue only.
export const ui = {
  skipLink: 'Pular para o conteúdo',
  header: {
    home: 'Voltar ao início',
    navigation: 'Navegação principal',
    menu: 'Menu',
    notes: 'Notas',
    lightTheme: 'Ativar tema claro',
    darkTheme: 'Ativar tema escuro',
    /** The link to this page in the other edition: its name, and the word shown, in that edition's language. */
    otherEdition: { label: 'English version', text: 'English' },
  },
  newTab: ' (abre em nova aba)',
  hero: { greeting: 'Olá, eu sou', work: 'Ver Trabalhos', contact: 'Contato', profiles: 'Perfis' },
  about: {
    title: 'Sobre Mim',
    portrait: (name: string) => `Retrato de ${name}`,
    technologies: 'Principais Tecnologias',
    print: 'Imprimir currículo',
    download: 'Baixar currículo (PDF)',
  },
  projects: {
    title: 'Meus Projetos',
    intro: 'Uma seleção do que construí, do frontend ao backend.',
    filter: 'Filtrar projetos por categoria',
    filters: { todos: 'Todos', frontend: 'Frontend', backend: 'Backend', fullstack: 'Full Stack', progress: 'Em Progresso' },
    empty: 'Nenhum projeto encontrado para esta categoria.',
    loading: 'Carregando projetos…',
    screenshot: (title: string) => `Tela do projeto ${title}`,
    inProgress: 'Em Progresso',
    technologies: (title: string) => `Tecnologias de ${title}`,
    moreTags: (count: number) => `mais ${count}`,
    of: (title: string) => ` de ${title}`,
    site: 'Site',
    soon: 'Em Breve',
    caseStudy: 'Ler estudo de caso',
  },
  skills: {
    title: 'Habilidades Técnicas',
    intro: 'O que uso no dia a dia e o quanto domino cada ferramenta.',
    filter: 'Filtrar habilidades por categoria',
    filters: {
      all: 'Todas',
      frontend: 'Frontend',
      backend: 'Backend',
      database: 'Database',
      tools: 'Ferramentas',
      integrations: 'Integrações',
    },
    groups: { frontend: 'Frontend', backend: 'Backend', database: 'Database', tools: 'Ferramentas', mobile: 'Mobile' },
    empty: 'Nenhuma habilidade encontrada para esta categoria.',
  },
  experience: {
    title: 'Experiência',
    intro: 'Minha trajetória até aqui.',
    technologies: (title: string) => `Tecnologias em ${title}`,
    used: 'Tecnologias usadas',
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
  form: {
    title: 'Envie uma Mensagem',
    noScript: 'O formulário precisa de JavaScript. Escreva diretamente para ',
    labels: { nome: 'Nome', email: 'Email', assunto: 'Assunto', mensagem: 'Mensagem' },
    honeypot: 'Não preencha este campo',
    send: 'Enviar Mensagem',
    sending: 'Enviando…',
    success: 'Mensagem enviada com sucesso! Entrarei em contato em breve.',
    error: 'Ocorreu um erro ao enviar a mensagem. Tente novamente ou entre em contato diretamente pelo email.',
    /** After the error: the same message, sent from the visitor's own apps. */
    viaEmail: 'Enviar pelo aplicativo de e-mail',
    viaWhatsapp: 'Enviar pelo WhatsApp',
    required: {
      nome: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      assunto: 'Assunto é obrigatório',
      mensagem: 'Mensagem é obrigatória',
    },
    invalidEmail: 'Email inválido',
    shortMessage: (min: number) => `Mensagem deve ter pelo menos ${min} caracteres`,
    /** What keeps the form from being sent: the labels of the fields still to complete. */
    pending: (labels: string[]) =>
      `Para enviar, complete: ${labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`}.`,
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
