import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answersSchema } from '@wellpath/shared/surveys/wire';
import { parseColumn, parseJsonColumn, StoredRowError } from './stored-row.js';

const thrown = (run: () => unknown): StoredRowError => {
  try {
    run();
  } catch (err) {
    if (err instanceof StoredRowError) return err;
    throw err;
  }
  throw new Error('nothing was thrown');
};

describe('rows read through their schema', () => {
  it('gives the value it read, with what the schema makes of it', () => {
    expect(parseJsonColumn(answersSchema, '{"smoking":"smoke_never","sleep":7}', 'survey_responses.answers')).toEqual({
      smoking: 'smoke_never',
      sleep: 7,
    });
    expect(parseColumn(z.enum(['left', 'right']).nullable(), null, 'bp_readings.arm')).toBeNull();
  });

  it('names the column and where the shape breaks, never the value', () => {
    const err = thrown(() => parseJsonColumn(answersSchema, '{"phq9_9":{"said":"every day, hopeless"}}', 'survey_responses.answers'));
    expect(err.column).toBe('survey_responses.answers');
    expect(err.message).toBe('survey_responses.answers holds a value of the wrong shape: invalid_union at phq9_9');
    expect(JSON.stringify(err)).not.toContain('hopeless');
  });

  it('does not repeat a key that is free text rather than a field name', () => {
    const err = thrown(() => parseJsonColumn(answersSchema, '{"I feel hopeless":{"x":1}}', 'survey_responses.answers'));
    expect(err.message).toBe('survey_responses.answers holds a value of the wrong shape: invalid_union at ?');
  });

  it('says an enum value it does not know without quoting it', () => {
    const err = thrown(() => parseColumn(z.enum(['left', 'right']), 'under the cuff, 190/125', 'bp_readings.arm'));
    expect(err.message).toBe('bp_readings.arm holds a value of the wrong shape: invalid_value');
    expect(`${err.message} ${err.stack}`).not.toContain('190');
  });

  it('says text that is not JSON without the parser message, which quotes it', () => {
    const err = thrown(() => parseJsonColumn(answersSchema, 'diabetes type 2, {', 'survey_responses.answers'));
    expect(err.message).toBe('survey_responses.answers holds a value of the wrong shape: not JSON');
    expect(err.cause).toBeUndefined();
  });

  it('gives at most three problems', () => {
    const err = thrown(() => parseJsonColumn(z.array(z.number()), '["a","b","c","d","e"]', 'tracking_entries.completed_items'));
    expect(err.problems).toEqual(['invalid_type at 0', 'invalid_type at 1', 'invalid_type at 2']);
  });
});
