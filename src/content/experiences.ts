import type { Experience } from './types';

// Newest first: the timeline reads from the present backwards.
export const experiences: Experience[] = [
  {
    id: 'freelancer-fullstack',
    title: 'Desenvolvedor Fullstack',
    company: 'Freelancer',
    period: 'jan 2025 - out 2025',
    description:
      'Projetos sob medida para pequenos negócios: sites institucionais, painéis administrativos e APIs, do levantamento de requisitos à publicação.',
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
    interactive: true,
  },
  {
    id: 'suporte-nivel-2',
    title: 'Suporte Técnico Nível 2',
    company: 'Conecta Serviços de TI',
    period: 'mar 2023 - out 2024',
    description:
      'Atendimento de chamados escalados, análise de logs, correção de dados em banco e automação de tarefas repetitivas com scripts.',
    technologies: ['SQL', 'Python', 'Linux', 'Git'],
    interactive: true,
  },
  {
    id: 'assistente-escritorio',
    title: 'Assistente de Escritório',
    company: 'Escritório Contábil Exemplo',
    period: 'set 2021 - ago 2022',
    description: 'Organização de documentos, atendimento a clientes e criação de planilhas que reduziram o retrabalho da equipe.',
    technologies: ['Excel', 'Google Workspace'],
    interactive: true,
  },
];
