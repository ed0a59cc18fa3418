import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Private positions are opened by their link only (docs/decisions/034-position-reads.md): the link carries
 * `private_token`, 128 random bits, so position ids (sequential) are no way in. Public positions have none.
 * Every private position that exists gets its token here.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('positions').addColumn('private_token', 'text').execute();
  const rows: { id: number }[] = await db
    .selectFrom('positions')
    .select('id')
    .where('is_private', '=', 1)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('positions')
      .set({ private_token: randomBytes(16).toString('base64url') })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('positions').dropColumn('private_token').execute();
}
