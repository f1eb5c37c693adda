// The owner (src/content/owner.yaml): who the site is about, read by every page, the CV and the pictures.
import { z } from 'zod';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

const WHATSAPP_FIELDS = ['phoneDisplay', 'whatsappMessage'] as const;

/** WhatsApp takes the number, how it is shown and the prefilled message: all three, or none. */
function completeWhatsapp(owner: Partial<Record<string, unknown>>, context: z.RefinementCtx) {
  for (const name of WHATSAPP_FIELDS) {
    if (owner.phone !== undefined && owner[name] === undefined) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'obrigatório quando há phone: o WhatsApp usa phone, phoneDisplay e whatsappMessage',
      });
    }
    if (owner.phone === undefined && owner[name] !== undefined) {
      context.addIssue({ code: 'custom', path: [name], message: 'sem phone não há WhatsApp: preencha phone ou apague este campo' });
    }
  }
}

const spokenLanguage = z.strictObject({
  language: field.text.meta({ title: 'Idioma', translatable: true }),
  fluency: field.text.meta({ title: 'Fluência', translatable: true, description: 'Ex.: nativo, avançado, intermediário.' }),
});
const education = z.strictObject({
  institution: field.text.meta({ title: 'Instituição' }),
  studyType: field.text.meta({ title: 'Tipo de curso', translatable: true, description: 'Ex.: Bacharelado, Tecnólogo, Curso livre.' }),
  area: field.text.meta({ title: 'Área', translatable: true }),
  period: field.period,
});

const ownerSchema = (files: field.StaticFiles) =>
  z
    .strictObject({
      name: field.text.meta({
        title: 'Nome',
        description: 'Seu nome completo, como aparece no topo, no título das páginas e no currículo.',
      }),
      firstName: field.text.meta({ title: 'Primeiro nome' }),
      initials: field.initials.meta({ title: 'Iniciais', description: 'De 1 a 3 letras: a marca do site e o ícone da aba.' }),
      role: field.text.meta({ title: 'Profissão', translatable: true, description: 'Ex.: Desenvolvedor Fullstack.' }),
      email: field.email.meta({ title: 'E-mail' }),
      phone: field.phone.optional().meta({
        title: 'Telefone do WhatsApp',
        description:
          'Só dígitos, com DDI e DDD, como o wa.me pede. O WhatsApp usa os três campos (telefone, telefone como aparece, mensagem), ou nenhum.',
      }),
      phoneDisplay: field.text.optional().meta({ title: 'Telefone como aparece', description: 'Ex.: (51) 99999-8888.' }),
      whatsappMessage: field.text
        .optional()
        .meta({ title: 'Mensagem do WhatsApp', translatable: true, description: 'O texto que já vem escrito na conversa.' }),
      location: field.text.meta({ title: 'Localização', translatable: true, description: 'Ex.: Porto Alegre, RS, Brasil.' }),
      locality: field.text.meta({ title: 'Cidade' }),
      availability: field.text.optional().meta({
        title: 'Disponibilidade',
        translatable: true,
        description: 'Uma linha curta sob os botões do topo, ex.: "Disponível para novos projetos". Vazio, não aparece nada.',
      }),
      githubUrl: field.httpsUrl.meta({ title: 'Link do GitHub' }),
      linkedinUrl: field.httpsUrl.meta({ title: 'Link do LinkedIn' }),
      photo: field.staticImage(files).meta({
        title: 'Foto',
        description:
          'Seu retrato (JPEG, PNG, WebP, AVIF ou SVG, de qualquer tamanho). O texto alternativo é feito do seu nome. Vazio, não aparece foto.',
      }),
      headline: field.text.optional().meta({
        title: 'Título do currículo',
        translatable: true,
        description: 'Só no currículo: uma linha sob o nome. Vazio, usa a profissão.',
      }),
      spokenLanguages: z
        .array(spokenLanguage.meta({ title: 'Idioma' }))
        .optional()
        .meta({ title: 'Idiomas', description: 'Só no currículo: os idiomas que você fala.' }),
      education: z
        .array(education.meta({ title: 'Formação' }))
        .optional()
        .meta({
          title: 'Formação',
          description:
            'Só no currículo: cursos e graduações, do mais recente ao mais antigo; o período se escreve como o de uma experiência.',
        }),
      timeZone: field.timeZone.optional().meta({
        title: 'Fuso horário',
        description:
          'O fuso do site, um nome IANA (ex.: Europe/Lisbon): a data de uma nota sem fuso é lida nele. Vazio, America/Sao_Paulo.',
      }),
    })
    .superRefine(completeWhatsapp, field.ALWAYS);

/** The data file's keys. */
export const ownerFile = (files: field.StaticFiles) => z.strictObject({ owner: ownerSchema(files).meta({ title: 'Seus dados' }) });

export type Owner = z.infer<ReturnType<typeof ownerSchema>>;
export type SpokenLanguage = z.infer<typeof spokenLanguage>;
export type Education = z.infer<typeof education>;

export const collection = defineCollection({
  file: 'owner',
  label: { 'pt-BR': 'Você', en: 'You' },
  schema: ownerFile,
});

/** What the page imports from `site:content/owner`. */
export declare const { owner }: z.output<ReturnType<typeof ownerFile>>;
