import type { Owner } from './types';

// A fictional owner: every value here is a placeholder for the person who forks the site.
export const owner: Owner = {
  name: 'Gabriel Duarte',
  firstName: 'Gabriel',
  initials: 'GD',
  role: 'desenvolvedor fullstack',
  email: 'contato@example.com',
  phone: '5551900000000',
  phoneDisplay: '+55 (51) 90000-0000',
  whatsappMessage: 'Olá, Gabriel! Vi seu portfólio e gostaria de conversar sobre um projeto.',
  location: 'Porto Alegre, RS - Brasil',
  locality: 'Porto Alegre',
  availability: 'Disponível para projetos e vagas',
  githubUrl: 'https://github.com/example-gabriel-duarte',
  linkedinUrl: 'https://www.linkedin.com/in/example-gabriel-duarte',
  photo: '/images/profile.jpg',
  headline: 'Desenvolvedor fullstack: React, Node.js e TypeScript, do banco de dados à interface',
  spokenLanguages: [
    { language: 'Português', fluency: 'Nativo' },
    { language: 'Inglês', fluency: 'Avançado (leitura e conversação)' },
  ],
  education: [
    {
      institution: 'Faculdade Exemplo de Tecnologia',
      studyType: 'Tecnólogo',
      area: 'Análise e Desenvolvimento de Sistemas',
      period: 'fev 2021 - dez 2023',
    },
  ],
};
