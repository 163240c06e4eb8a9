import type { Kysely } from 'kysely';

// A programme's radio choice is stored by its option's key, not its English text (decision 0079):
// the key is the same whichever language the member chose in, and the answer shows the option in the
// reader's language. Tracking written before holds the English option text (a French choice had been
// mapped back to the English it matched). This turns each such text into its key, reading the options
// from the programmes as last synced (the content the texts were checked against). A value that is no
// option of its item (an option the content has dropped since) is left as it is: it is shown as stored.
//
// The key is made as @wellpath/shared/programs/definition `choiceKey` makes it; the copy here is
// frozen with the migration, so a later change there does not change what this step wrote.

function choiceKey(english: string): string {
  const words = english
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words || 'option';
}

type Loose = Kysely<{
  programs: { id: string; action_items: string };
  program_enrollments: { id: string; program_id: string };
  tracking_entries: { id: string; enrollment_id: string; item_values: string };
}>;

/** Each programme's radio options by item index: `[from, to]` pairs of the direction wanted. */
async function optionMaps(db: Loose, direction: 'to-key' | 'to-text'): Promise<Map<string, Map<string, Map<string, string>>>> {
  const out = new Map<string, Map<string, Map<string, string>>>();
  for (const p of await db.selectFrom('programs').select(['id', 'action_items']).execute()) {
    const items = JSON.parse(p.action_items) as Array<{ type: string; options?: string[] }>;
    const byItem = new Map<string, Map<string, string>>();
    items.forEach((item, i) => {
      if (item.type !== 'radio' || !item.options) return;
      byItem.set(
        String(i),
        new Map(item.options.map((text) => (direction === 'to-key' ? [text, choiceKey(text)] : [choiceKey(text), text]))),
      );
    });
    if (byItem.size > 0) out.set(p.id, byItem);
  }
  return out;
}

async function rewrite(db: Kysely<unknown>, direction: 'to-key' | 'to-text'): Promise<void> {
  const loose = db as unknown as Loose;
  const maps = await optionMaps(loose, direction);
  if (maps.size === 0) return;
  const rows = await loose
    .selectFrom('tracking_entries as t')
    .innerJoin('program_enrollments as e', 'e.id', 't.enrollment_id')
    .select(['t.id', 't.item_values', 'e.program_id'])
    .where('e.program_id', 'in', [...maps.keys()])
    .where('t.item_values', '<>', '{}')
    .execute();
  for (const row of rows) {
    const byItem = maps.get(row.program_id)!;
    const values = JSON.parse(row.item_values) as Record<string, string | number>;
    let changed = false;
    for (const [k, v] of Object.entries(values)) {
      const to = typeof v === 'string' ? byItem.get(k)?.get(v) : undefined;
      if (to !== undefined && to !== v) {
        values[k] = to;
        changed = true;
      }
    }
    if (changed)
      await loose
        .updateTable('tracking_entries')
        .set({ item_values: JSON.stringify(values) })
        .where('id', '=', row.id)
        .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, 'to-key');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, 'to-text');
}
