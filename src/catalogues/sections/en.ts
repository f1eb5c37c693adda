// What the projects, skills and experience sections and the contact form say, in English: the same keys as pt-BR.ts.
import type { SectionsCatalogue } from './pt-BR';

export const sectionsUi: SectionsCatalogue = {
  projects: {
    title: 'My Projects',
    intro: 'A selection of what I have built, from the frontend to the backend.',
    filter: 'Filter projects by category',
    filters: { todos: 'All', frontend: 'Frontend', backend: 'Backend', fullstack: 'Full Stack', progress: 'In Progress' },
    empty: 'No projects found in this category.',
    loading: 'Loading projects…',
    screenshot: (title) => `Screenshot of ${title}`,
    inProgress: 'In Progress',
    technologies: (title) => `Technologies of ${title}`,
    moreTags: (count) => `${count} more`,
    of: (title) => ` of ${title}`,
    site: 'Website',
    soon: 'Coming Soon',
    caseStudy: 'Read case study',
  },
  skills: {
    title: 'Technical Skills',
    intro: 'What I use every day, and how well I know each tool.',
    filter: 'Filter skills by category',
    filters: { all: 'All', frontend: 'Frontend', backend: 'Backend', database: 'Database', tools: 'Tools', integrations: 'Integrations' },
    groups: { frontend: 'Frontend', backend: 'Backend', database: 'Database', tools: 'Tools', mobile: 'Mobile' },
    empty: 'No skills found in this category.',
  },
  experience: {
    title: 'Experience',
    intro: 'My path so far.',
    technologies: (title) => `Technologies at ${title}`,
    used: 'Technologies used',
  },
  form: {
    title: 'Send a Message',
    noScript: 'The form needs JavaScript. Write directly to ',
    labels: { nome: 'Name', email: 'Email', assunto: 'Subject', mensagem: 'Message' },
    honeypot: 'Leave this field empty',
    send: 'Send Message',
    sending: 'Sending…',
    success: 'Message sent successfully! I will get back to you soon.',
    error: 'Something went wrong while sending your message. Please try again or write to me directly by email.',
    viaEmail: 'Send with your e-mail app',
    viaWhatsapp: 'Send on WhatsApp',
    required: { nome: 'Name is required', email: 'Email is required', assunto: 'Subject is required', mensagem: 'Message is required' },
    invalidEmail: 'Invalid email',
    wait: (seconds) => `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before sending another message.`,
    shortMessage: (min) => `Message must be at least ${min} characters long`,
    pending: (labels) =>
      `To send, complete: ${labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`}.`,
  },
};
