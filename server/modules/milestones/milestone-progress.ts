import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { childMilestones, children, milestoneProgress } from '../../db/schema/index.ts';

/*
 * Progress per category (spec section 3), kept by the server in the transaction of whatever
 * changed it (decision 033): a milestone recorded or removed, or the catalogue edited. Total:
 * the category's active milestones (the whole 2-month-to-5-year checklist, so the figure does
 * not change by itself as the child grows); achieved: how many of those the child has shown.
 */

const catalogueLockKey = sql`hashtext('milestone-progress')`;

/**
 * A catalogue change and the recording of milestones take turns: a count made while the
 * catalogue changes would keep the old total. Recorders share the lock (they do not wait for
 * each other); a catalogue change takes it alone. Taken first, before any row is locked.
 */
export async function lockCatalogue(tx: DbOrTx, mode: 'record' | 'edit') {
  await tx.execute(
    mode === 'record'
      ? sql`select pg_advisory_xact_lock_shared(${catalogueLockKey})`
      : sql`select pg_advisory_xact_lock(${catalogueLockKey})`,
  );
}

/**
 * Makes the milestone writers of these children take turns: two people recording for one child
 * at once would otherwise each count without the other's milestone and the later write would
 * keep a stale count. (`no key update` leaves rows that reference the child free to be added.)
 */
export async function lockChildren(tx: DbOrTx, childIds: number[]) {
  if (childIds.length === 0) return;
  await tx
    .select({ id: children.id })
    .from(children)
    .where(inArray(children.id, childIds))
    .orderBy(asc(children.id))
    .for('no key update');
}

/** The children whose progress is kept: everyone who has shown a milestone. */
export async function childrenWithMilestones(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ childId: childMilestones.childId })
    .from(childMilestones)
    .orderBy(asc(childMilestones.childId));
  return rows.map((r) => r.childId);
}

/** Recounts every category's progress for these children (locked by the caller). */
export async function refreshProgress(tx: DbOrTx, childIds: number[], at: Date) {
  if (childIds.length === 0) return;
  await tx.execute(sql`
    insert into ${milestoneProgress}
      (child_id, category_id, total_milestones, achieved_milestones, progress_percentage,
       last_updated)
    select c.id, cat.id, count(t.id)::int, count(cm.id)::int,
           case when count(t.id) = 0 then 0
                else round(100.0 * count(cm.id) / count(t.id))::int end,
           ${at.toISOString()}::timestamptz
    from children c
    cross join milestone_categories cat
    left join milestone_templates t on t.category_id = cat.id and t.is_active
    left join child_milestones cm on cm.template_id = t.id and cm.child_id = c.id
    where c.id in (${sql.join(
      childIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by c.id, cat.id
    on conflict (child_id, category_id) do update
      set total_milestones = excluded.total_milestones,
          achieved_milestones = excluded.achieved_milestones,
          progress_percentage = excluded.progress_percentage,
          last_updated = excluded.last_updated
      where ${milestoneProgress}.total_milestones <> excluded.total_milestones
         or ${milestoneProgress}.achieved_milestones <> excluded.achieved_milestones`);
}

/**
 * After a catalogue change (its transaction holds lockCatalogue's 'edit'): every child's
 * progress recounted.
 */
export async function refreshAllProgress(tx: DbOrTx, at: Date) {
  await refreshProgress(tx, await childrenWithMilestones(tx), at);
}
