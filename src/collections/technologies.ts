// The about section's 'Principais Tecnologias' grid (src/content/technologies.yaml), in display order.
import { z } from 'zod';
import * as field from './fields';

export const technologiesFile = () => z.strictObject({ mainTechnologies: field.texts });
