import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createPositionsService } from '../../modules/positions/positions.service.js';
import { describeEachDb } from '../../test/databases.js';
import { createMigrator, migrateToLatest } from '../migrator.js';
import { migrations } from './index.js';

const AT = '2026-11-20T12:00:00.000Z';

describeEachDb('migration 0006-search-speed', (h) => {
  it('keeps lexeme and filter token counts equal to a recount through writes, and backfills the same', async () => {
    if (h.kind !== 'postgres') return; // SQLite's FTS5 counts in its index: the migration does nothing there
    await h.db
      .insertInto('tenants')
      .values({
        id: 'lex-t',
        domain: 'lex.example',
        name: 'L',
        config_json: '{}',
        is_default: 0,
        created_at: AT,
        updated_at: AT,
      })
      .execute();
    const positions = createPositionsService(h.db);
    const job = (title: string, description: string) => ({
      title,
      department: 'Engineering',
      jobType: 'full-time' as const,
      seniority: 'mid' as const,
      locations: [],
      isRemote: true,
      requiredSkills: ['Baking'],
      preferredSkills: [],
      description: `<p>${description}</p>`,
      salary: null,
      postedAt: AT,
      validThrough: null,
    });
    const [first, second] = await positions.createMany('lex-t', [
      job('Pastry Chef', 'Bakes bread and cakes'),
      job('Line Cook', 'Cooks and bakes'),
      job('Barista', 'Makes coffee'),
    ]);
    await positions.update('lex-t', first as number, job('Head Baker', 'Bakes bread'));
    await positions.archive('lex-t', second as number);

    const counts = async () =>
      (
        await sql<{ lexeme: string; docs: number }>`select lexeme, docs from search_lexemes
          where tenant_id = 'lex-t' and docs > 0 order by lexeme`.execute(h.db)
      ).rows;
    // Words and, since 0008, filter tokens (in text_tsv since 0009).
    const recount = (
      await sql<{ lexeme: string; docs: number }>`select lexeme, count(*)::int as docs
        from search_docs, unnest(tsvector_to_array(text_tsv)) as lexeme
        where tenant_id = 'lex-t' group by lexeme order by lexeme`.execute(h.db)
    ).rows;
    // Head Baker's text and the Barista's skill; the archived Line Cook's is counted down.
    expect(recount.find((r) => r.lexeme === 'bake')).toEqual({ lexeme: 'bake', docs: 2 });
    expect(await counts()).toEqual(recount);

    const names = Object.keys(migrations);
    const before = names[names.indexOf('0006-search-speed') - 1] as string;
    expect((await createMigrator(h.db).migrateTo(before)).error).toBeUndefined();
    await migrateToLatest(h.db);
    expect(await counts()).toEqual(recount);
  });
});
