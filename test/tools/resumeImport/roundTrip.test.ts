// The site's own JSON Resume (tools/cv/jsonResume.ts), imported into a new content folder, gives a
// content whose export is the same résumé: what the export writes, the import reads back where it was.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkedContent } from '../../../tools/content/source';
import { checkedTranslation } from '../../../tools/content/translation';
import { jsonResume } from '../../../tools/cv/jsonResume';
import { importResume } from '../../../tools/resumeImport/importResume';
import { DEMO_STATIC, demoContent, demoTranslation } from '../../support/demo';
import { resumeFile, scratch } from './support';

const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
};
const SITE = 'https://example.com';
const schemaErrors = (resume: unknown) => new Promise((resolve) => validate(resume, (errors) => resolve(errors)));

// The demo fixture: its project ids are the ones written below, whatever the owner's content holds.
const [demo, demoEnglish] = [demoContent, demoTranslation];

describe('the round trip: the demo’s export, imported, exports again the same résumé', () => {
  test('basics, work and projects of the Portuguese edition; both exports valid JSON Resumes', async () => {
    const exported = jsonResume(demo, 'pt-BR', SITE);
    const dir = join(scratch(), 'conteudo');
    const outcome = await importResume({ file: resumeFile(exported), contentDir: dir, staticDir: DEMO_STATIC });
    assert.equal(outcome.status, 'written', JSON.stringify(outcome));
    const again = jsonResume(await checkedContent(dir, DEMO_STATIC), 'pt-BR', SITE);
    assert.deepEqual(again.basics, exported.basics);
    assert.deepEqual(again.work, exported.work);
    assert.deepEqual(again.projects, exported.projects);
    assert.equal(await schemaErrors(exported), null);
    assert.equal(await schemaErrors(again), null);
  });

  test('an experience’s technologies travel as keywords, not as highlights the import would read as its description', () => {
    const { work } = jsonResume(demo, 'pt-BR', SITE);
    assert.deepEqual(
      work.map((job) => [job.summary, job.keywords]),
      demo.experiences.map((experience) => [experience.description, experience.technologies]),
    );
    assert.ok(work.every((job) => !('highlights' in job)));
  });

  test(
    'with --en, the English edition’s export comes back the same too',
    { skip: !demoEnglish && 'the demo has no English edition' },
    async () => {
      const [portuguese, english] = [jsonResume(demo, 'pt-BR', SITE), jsonResume(demoEnglish!, 'en', SITE)];
      const dir = join(scratch(), 'conteudo');
      const outcome = await importResume({
        file: resumeFile(portuguese),
        en: resumeFile(english),
        contentDir: dir,
        staticDir: DEMO_STATIC,
      });
      assert.equal(outcome.status, 'written', JSON.stringify(outcome));
      const content = await checkedContent(dir, DEMO_STATIC);
      const again = jsonResume((await checkedTranslation(dir, content))!, 'en', SITE);
      assert.deepEqual([again.basics, again.work, again.projects], [english.basics, english.work, english.projects]);
    },
  );
});
