// The CV's creation date: its content's last change, never the clock's, so that two builds of the same
// content give the same bytes (and another content other bytes); none when nothing tells it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { contentDate } from '../../../tools/cv/contentDate';
import { renderCvPdf } from '../../../tools/cv/renderPdf';
import { themeColors } from '../../../tools/identity/site';
import { siteContent } from '../../support/content';
import { readTagged } from '../../support/taggedPdf';

const SITE = 'http://localhost:4173';
const CONTENT_CHANGE = '2025-02-03T04:05:06Z';
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cv-date-'));
  folders.push(dir);
  return dir;
};
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository whose content folder last changed at CONTENT_CHANGE, and whose last commit, later, changed another. */
function repository(): string {
  const dir = folder();
  const git = (date: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      stdio: 'ignore',
    });
  git(CONTENT_CHANGE, 'init', '-q');
  mkdirSync(join(dir, 'content'));
  writeFileSync(join(dir, 'content', 'owner.yaml'), 'owner: {}\n');
  git(CONTENT_CHANGE, 'add', '.');
  git(CONTENT_CHANGE, 'commit', '-q', '-m', 'content');
  writeFileSync(join(dir, 'README.md'), 'later\n');
  git('2025-09-10T11:12:13Z', 'add', '.');
  git('2025-09-10T11:12:13Z', 'commit', '-q', '-m', 'not the content');
  return dir;
}

describe('the CV’s creation date', () => {
  test('is SOURCE_DATE_EPOCH when the build sets it', async () => {
    assert.deepEqual(await contentDate(folder(), { SOURCE_DATE_EPOCH: '1767225600' }), new Date('2026-01-01T00:00:00Z'));
  });

  test('else the last commit that changed the content folder', async () => {
    assert.deepEqual(await contentDate(join(repository(), 'content'), {}), new Date(CONTENT_CHANGE));
  });

  test('else none: a folder outside any repository', async () => {
    assert.equal(await contentDate(folder(), {}), undefined);
  });
});

describe('the PDF’s creation date', () => {
  const render = async (createdAt: Date | undefined) => renderCvPdf(siteContent, 'pt-BR', SITE, (await themeColors()).light, createdAt);

  test('is the one given, in its information and its XMP metadata; two renders, the same bytes', async () => {
    const [first, second] = [await render(new Date(CONTENT_CHANGE)), await render(new Date(CONTENT_CHANGE))];
    assert.ok(first.equals(second), 'two renders of the same content differ');
    const changed = {
      ...siteContent,
      owner: { ...siteContent.owner, role: `${siteContent.owner.role} sênior` },
      biography: siteContent.biography.slice(1),
    };
    assert.ok(!(await renderCvPdf(changed, 'pt-BR', SITE, (await themeColors()).light, new Date(CONTENT_CHANGE))).equals(first));
    const { info, metadata } = await readTagged(first);
    assert.equal(info.CreationDate, 'D:20250203040506Z');
    assert.equal(metadata?.get('xmp:createdate'), CONTENT_CHANGE);
  });

  test('is left out when unknown, never the clock’s nor 1970; two renders, the same bytes', async () => {
    const [first, second] = [await render(undefined), await render(undefined)];
    assert.ok(first.equals(second), 'two renders of the same content differ');
    const { info, metadata } = await readTagged(first);
    assert.equal(info.CreationDate, undefined);
    assert.equal(metadata?.get('xmp:createdate'), null);
    assert.doesNotMatch(first.toString('latin1'), /CreationDate|CreateDate/);
  });
});
