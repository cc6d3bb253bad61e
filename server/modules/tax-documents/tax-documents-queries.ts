import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { TaxDocument, TaxListQuery } from '../../../contract/tax-documents.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parentAccounts, taxDocuments } from '../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import { containing } from '../../lib/text-search.ts';
import type { Principal } from '../../types.ts';
import { accessible, portalOf } from '../../access/access.ts';

/**
 * What the principal may see, whatever `parentId` a request names: a parent the global
 * documents and those addressed to their own parent account; directors every document; the
 * rest of the staff the global ones only. A parent-specific document (a year-end statement:
 * address, every payment, check numbers) is the director's and that parent's (issue 35,
 * decision 046); to anyone else it does not exist (404). Reading a list and downloading a
 * file are two actions of the permission table with the same reach.
 */
const visibleTo = (
  principal: Principal,
  action: 'taxDocument.read' | 'taxDocument.download' = 'taxDocument.read',
) => accessible(principal, action, taxDocuments.id);

type Filters = Pick<TaxListQuery, 'search' | 'year' | 'type'>;

function filtered(query: Filters): (SQL | undefined)[] {
  const search = query.search?.trim();
  return [
    search
      ? or(
          sql`${taxDocuments.title} ilike ${containing(search)}`,
          sql`${taxDocuments.description} ilike ${containing(search)}`,
        )
      : undefined,
    query.year === undefined ? undefined : eq(taxDocuments.taxYear, query.year),
    query.type === undefined ? undefined : eq(taxDocuments.documentType, query.type),
  ];
}

const documentOrder = [taxDocuments.createdAt, taxDocuments.id];

function selectDocuments(
  db: DbOrTx,
  principal: Principal,
  where: (SQL | undefined)[],
  limit: number,
) {
  return db
    .select({
      id: taxDocuments.id,
      title: taxDocuments.title,
      description: taxDocuments.description,
      documentType: taxDocuments.documentType,
      taxYear: taxDocuments.taxYear,
      fileName: taxDocuments.fileName,
      filePath: taxDocuments.filePath,
      fileSize: taxDocuments.fileSize,
      isGlobal: taxDocuments.isGlobal,
      parentId: taxDocuments.parentId,
      parentName: sql<string | null>`case when ${parentAccounts.id} is null then null
             else ${parentAccounts.firstName} || ' ' || ${parentAccounts.lastName} end`,
      uploadedBy: taxDocuments.uploadedBy,
      createdAt: taxDocuments.createdAt,
      sortKey: sortKeySql(documentOrder),
    })
    .from(taxDocuments)
    .leftJoin(parentAccounts, eq(parentAccounts.id, taxDocuments.parentId))
    .where(and(visibleTo(principal), ...where))
    .orderBy(desc(taxDocuments.createdAt), desc(taxDocuments.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof selectDocuments>>[number];
const toDocument =
  (principal: Principal) =>
  ({ sortKey: _sortKey, createdAt, ...row }: Row) =>
    ({
      ...row,
      documentType: row.documentType as TaxDocument['documentType'],
      // A parent is told no other parent's name (only their own account can be named).
      parentName: portalOf(principal) === 'parent' ? null : row.parentName,
      createdAt: createdAt.toISOString(),
    }) satisfies TaxDocument;

/** A page of the documents the principal may see, newest first. */
export async function listDocuments(db: DbOrTx, principal: Principal, query: TaxListQuery) {
  const rows = await selectDocuments(
    db,
    principal,
    [afterCursor(documentOrder, query.before), ...filtered(query)],
    query.limit + 1,
  );
  const page = toPage(rows, query.limit, (r) => r.sortKey);
  return { items: page.rows.map(toDocument(principal)), nextCursor: page.nextCursor };
}

export async function findDocument(db: DbOrTx, principal: Principal, id: number) {
  const [row] = await selectDocuments(db, principal, [eq(taxDocuments.id, id)], 1);
  return row ? toDocument(principal)(row) : undefined;
}

/** The counters, the filters' choices and how many match them, over what may be seen. */
export async function documentSummary(
  db: DbOrTx,
  principal: Principal,
  query: Filters,
  currentYear: number,
) {
  const matching = and(...filtered(query)) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      global: sql<number>`(count(*) filter (where ${taxDocuments.isGlobal}))::int`,
      parentSpecific: sql<number>`(count(*) filter (where not ${taxDocuments.isGlobal}))::int`,
      currentYear: sql<number>`(count(*) filter (where ${taxDocuments.taxYear} = ${currentYear}))::int`,
      matching: sql<number>`(count(*) filter (where ${matching}))::int`,
      years: sql<number[]>`coalesce(array_agg(distinct ${taxDocuments.taxYear}), '{}')`,
      types: sql<string[]>`coalesce(array_agg(distinct ${taxDocuments.documentType}), '{}')`,
    })
    .from(taxDocuments)
    .where(visibleTo(principal));
  return {
    ...row!,
    years: [...row!.years].sort((a, b) => b - a),
    types: [...row!.types].sort() as TaxDocument['documentType'][],
  };
}

/** The stored file behind a /uploads/tax-documents path, if the principal may see it. */
export async function findDocumentFile(db: DbOrTx, principal: Principal, filePath: string) {
  const [row] = await db
    .select({
      key: taxDocuments.storageKey,
      contentType: taxDocuments.mimeType,
      fileName: taxDocuments.fileName,
    })
    .from(taxDocuments)
    .where(and(visibleTo(principal, 'taxDocument.download'), eq(taxDocuments.filePath, filePath)));
  return row;
}

/** A parent account documents may be addressed to (it exists). */
export async function parentAccountExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: parentAccounts.id })
    .from(parentAccounts)
    .where(eq(parentAccounts.id, id));
  return row !== undefined;
}

/** A new document's row. Returns its id. */
export async function insertDocument(
  tx: DbOrTx,
  document: Omit<typeof taxDocuments.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await tx.insert(taxDocuments).values(document).returning({ id: taxDocuments.id });
  return row!.id;
}

/** Changes a document's title, description and tax year; false when there is no such one. */
export async function updateDocument(
  tx: DbOrTx,
  id: number,
  change: { title: string; description: string; taxYear: number },
): Promise<boolean> {
  const [updated] = await tx
    .update(taxDocuments)
    .set(change)
    .where(eq(taxDocuments.id, id))
    .returning({ id: taxDocuments.id });
  return updated !== undefined;
}

/** Deletes a document's row; what it was (its title and stored file), or undefined for none. */
export async function deleteDocumentRow(tx: DbOrTx, id: number) {
  const [removed] = await tx
    .delete(taxDocuments)
    .where(eq(taxDocuments.id, id))
    .returning({ title: taxDocuments.title, storageKey: taxDocuments.storageKey });
  return removed;
}
