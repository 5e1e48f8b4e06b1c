import { describe } from 'vitest';
import { isolationStory } from './file-isolation';

describe('an integration file’s database (file B of two)', () => isolationStory('b'));
