import {describe, expect, it} from 'vitest';
import {staleDateSentences} from '../../../scripts/check-content/dates';

const today = new Date(Date.UTC(2026, 10, 24));

describe('dated statements', () => {
  it.each([
    'Deploy Classic will be shut down on July 20, 2026.',
    'Deno announced that Deploy Classic would shut down on July 20, 2026.',
    'The v1 API is scheduled to shut down on July 20, 2026.',
  ])('flags "%s"', (sentence) => {
    expect(staleDateSentences(sentence, today)).toHaveLength(1);
  });

  it.each([
    'Deploy Classic shut down on July 20, 2026.',
    'Fauna announced that it would wind down, and the service ended on May 30, 2025.',
    'The preview will end on January 5, 2027.',
    'Version 3 will ship soon.',
  ])('lets "%s" pass', (sentence) => {
    expect(staleDateSentences(sentence, today)).toEqual([]);
  });
});
