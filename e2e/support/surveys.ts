import { expect } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';

type Answer = string | string[] | number;
interface Question {
  key: string;
  type: string;
  required: boolean;
  show_if?: { question: string; options: string[] };
  options?: Array<{ key: string }>;
  min?: number;
}

/** A session token for a verified member, through the login call. */
async function apiToken(member: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Completes the health profile through the API: a smoker with high blood pressure, and the first
 * option (or the minimum, or "n/a") of every other required question that is shown.
 */
export async function takeHealthProfile(member: { email: string; password: string }): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(member)}`, 'content-type': 'application/json' };
  const detail = (await (await fetch(`${BASE_URL}/api/surveys/health-profile`, { headers })).json()) as {
    survey: { questions: Question[] };
  };
  const answers: Record<string, Answer> = {};
  const fixed: Record<string, Answer> = { smoking: 'smoke_current', conditions: ['cond_high_bp'] };
  for (const q of detail.survey.questions) {
    if (!q.required) continue;
    if (q.show_if) {
      const given = answers[q.show_if.question];
      const picked = Array.isArray(given) ? given : [given];
      if (!picked.some((v) => typeof v === 'string' && q.show_if!.options.includes(v))) continue;
    }
    if (fixed[q.key] !== undefined) answers[q.key] = fixed[q.key]!;
    else if (q.type === 'multi_choice') answers[q.key] = [q.options![0]!.key];
    else if (q.options?.length) answers[q.key] = q.options[0]!.key;
    else if (q.type === 'number' || q.type === 'scale') answers[q.key] = q.min ?? 0;
    else answers[q.key] = 'n/a';
  }
  const res = await fetch(`${BASE_URL}/api/surveys/health-profile/responses`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ answers }),
  });
  expect(res.status).toBe(201);
}
