// What the projects, skills and experience sections and the contact form say, in Portuguese.
export const sectionsUi = {
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
    groups: {
      frontend: 'Frontend',
      backend: 'Backend',
      database: 'Database',
      tools: 'Ferramentas',
      integrations: 'Integrações',
      mobile: 'Mobile',
    },
    empty: 'Nenhuma habilidade encontrada para esta categoria.',
  },
  experience: {
    title: 'Experiência',
    intro: 'Minha trajetória até aqui.',
    technologies: (title: string) => `Tecnologias em ${title}`,
    used: 'Tecnologias usadas',
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
    wait: (seconds: number) => `Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} para enviar outra mensagem.`,
    shortMessage: (min: number) => `Mensagem deve ter pelo menos ${min} caracteres`,
    /** What keeps the form from being sent: the labels of the fields still to complete. */
    pending: (labels: string[]) =>
      `Para enviar, complete: ${labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`}.`,
  },
};

export type SectionsCatalogue = typeof sectionsUi;
