import { describe } from 'vitest';
import { isolationStory } from './file-isolation';

describe('an integration file’s database (file A of two)', () => isolationStory('a'));
