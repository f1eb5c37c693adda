// The second owner's content (test/fixtures/owners/julia/), read from her data files as the build reads
// them, for tests that render a component with values other than the demo's.
import { join } from 'node:path';
import type { Experience } from '../../src/collections/experiences';
import type { Owner } from '../../src/collections/owner';
import type { Project } from '../../src/collections/projects';
import type { Skill } from '../../src/collections/skills';
import { readDataFile } from '../../tools/content/dataFiles';
import { ROOT } from '../../tools/projectPaths';

const keys = (name: string) => readDataFile(join(ROOT, 'test/fixtures/owners/julia', `${name}.yaml`)).data;

export const owner = keys('owner').owner as Owner;
export const projects = keys('projects').projects as Project[];
export const skills = keys('skills').skills as Skill[];
export const experiences = keys('experiences').experiences as Experience[];
