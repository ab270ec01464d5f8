import { and, inArray, isNull, min, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { SlaTarget } from '../../../contract/sla.js';
import type { Database, Executor } from '../../db/client.js';
import { disputes, notifications, slaAlertSchedule, transactions } from '../../db/schema.js';
import type { Bus } from '../../realtime/bus.js';
import {
  type NotificationEvent,
  notificationEvent,
  publishNotification,
} from '../../realtime/notifications.js';

/** Due alerts one instance takes per database transaction. */
export const ALERT_BATCH = 100;
/** Longest wait between looks at the schedule: alerts other instances' items scheduled meanwhile. */
export const LONGEST_WAIT_MS = 15_000;
/** The wait while the due entries are being sent by another instance (locked, so skipped here). */
const TAKEN_ELSEWHERE_WAIT_MS = 1_000;

type AlertState = 'due_soon' | 'breached';
interface DueAlert {
  target: SlaTarget;
  itemId: string;
  state: AlertState;
  dueAt: Date;
}

const ITEM_TYPE = {
  review: 'transaction',
  dispute_first_response: 'dispute',
  dispute_resolution: 'dispute',
} as const satisfies Record<SlaTarget, 'transaction' | 'dispute'>;

const MINUTE_MS = 60_000;
/** Minutes left, rounded up: "in 7 min" until the last second of the seventh. */
const minutesLeft = (now: Date, dueAt: Date) =>
  Math.max(1, Math.ceil((dueAt.getTime() - now.getTime()) / MINUTE_MS));
/** Whole minutes late, at least one: "late by 1 min" the moment an item breaches. */
const minutesLate = (now: Date, dueAt: Date) =>
  Math.max(1, Math.floor((now.getTime() - dueAt.getTime()) / MINUTE_MS));

/** The alert's text: the item by `#` and the first 8 characters of its id, and the time left or late. */
export const alertText = (alert: DueAlert, now: Date) =>
  serverText(`notification.sla_${alert.state}.${alert.target}`, {
    item: alert.itemId.slice(0, 8),
    minutes:
      alert.state === 'due_soon' ? minutesLeft(now, alert.dueAt) : minutesLate(now, alert.dueAt),
  });

/**
 * Takes the due entries of the schedule (oldest first) that no other instance holds, removing
 * them: what another instance is sending is skipped, never sent twice.
 */
async function takeDue(tx: Executor): Promise<DueAlert[]> {
  const { rows } = (await tx.execute(sql`
    delete from ${slaAlertSchedule} s
    using (
      select "target", "item_id", "state" from ${slaAlertSchedule}
      where "fire_at" <= now()
      order by "fire_at"
      limit ${ALERT_BATCH}
      for update skip locked
    ) due
    where s."target" = due."target" and s."item_id" = due."item_id" and s."state" = due."state"
    returning s."target", s."item_id", s."state", s."due_at"`)) as unknown as {
    rows: { target: SlaTarget; item_id: string; state: AlertState; due_at: string | Date }[];
  };
  return rows.map((row) => ({
    target: row.target,
    itemId: row.item_id,
    state: row.state,
    dueAt: new Date(row.due_at),
  }));
}

/** The ids among `alerts` whose clock still runs (an item removed meanwhile has nobody to act). */
async function stillOpen(tx: Executor, alerts: DueAlert[]) {
  const ids = (target: SlaTarget) => alerts.filter((a) => a.target === target).map((a) => a.itemId);
  const open = new Set<string>();
  const cards = ids('review');
  if (cards.length) {
    for (const { id } of await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(inArray(transactions.id, cards), isNull(transactions.slaMetAt)))) {
      open.add(`review:${id}`);
    }
  }
  const firstResponses = ids('dispute_first_response');
  const resolutions = ids('dispute_resolution');
  if (firstResponses.length || resolutions.length) {
    for (const row of await tx
      .select({
        id: disputes.id,
        firstResponseOpen: sql<boolean>`${disputes.firstResponseMetAt} is null`,
        resolutionOpen: sql<boolean>`${disputes.resolutionMetAt} is null`,
      })
      .from(disputes)
      .where(inArray(disputes.id, [...firstResponses, ...resolutions]))) {
      if (row.firstResponseOpen) open.add(`dispute_first_response:${row.id}`);
      if (row.resolutionOpen) open.add(`dispute_resolution:${row.id}`);
    }
  }
  return open;
}

/**
 * Sends one batch of due alerts: taken from the schedule, stored as notifications (one per item,
 * clock and state: the unique index refuses a second), in one database transaction, then
 * published on the bus. A "due soon" whose item has breached meanwhile (after a restart) gives
 * way to the breach. Returns how many entries were taken.
 */
export async function sendDueAlerts(db: Database, bus: Bus): Promise<number> {
  const now = new Date();
  const { taken, events } = await db.transaction(async (tx) => {
    const due = await takeDue(tx);
    if (!due.length) return { taken: 0, events: [] as NotificationEvent[] };
    const open = await stillOpen(tx, due);
    const wanted = due.filter(
      (alert) =>
        open.has(`${alert.target}:${alert.itemId}`) &&
        !(alert.state === 'due_soon' && alert.dueAt <= now),
    );
    const stored = wanted.length
      ? await tx
          .insert(notifications)
          .values(
            wanted.map((alert) => {
              const text = alertText(alert, now);
              return {
                kind: `sla_${alert.state}` as const,
                subjectId: alert.itemId,
                targetType: ITEM_TYPE[alert.target],
                slaTarget: alert.target,
                message: text.english,
                messageCode: text.code,
                messageParams: text.params,
              };
            }),
          )
          .onConflictDoNothing({
            target: [notifications.subjectId, notifications.slaTarget, notifications.kind],
            where: sql`${notifications.kind} IN ('sla_due_soon', 'sla_breached')`,
          })
          .returning()
      : [];
    return { taken: due.length, events: stored.map(notificationEvent) };
  });
  for (const event of events) publishNotification(bus, event);
  return taken;
}

/** When the next entry of the schedule is due (read from its index), or null when none is. */
async function nextFireAt(db: Executor) {
  const [row] = await db.select({ at: min(slaAlertSchedule.fireAt) }).from(slaAlertSchedule);
  return row?.at ? new Date(row.at) : null;
}

interface Logger {
  warn(message: string): void;
}

/**
 * Sends each alert when it falls due: sleeps until the schedule's next entry (at most
 * LONGEST_WAIT_MS, for entries other instances' items add), sends what is due, and again. Every
 * instance runs it; the schedule's row locks give each entry to one of them. Stops with the server.
 */
export function startSlaAlerts(
  { db, bus, log }: { db: Database; bus: Bus; log: Logger },
  longestWaitMs = LONGEST_WAIT_MS,
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const waitAfter = async () => {
    const next = await nextFireAt(db);
    if (!next) return longestWaitMs;
    // The schedule keeps microseconds, a Date milliseconds: waking at the millisecond rounded down
    // found the entry not yet due, and it waited for the 1 s retry below.
    const wait = next.getTime() + 1 - Date.now();
    return Math.min(longestWaitMs, wait <= 0 ? TAKEN_ELSEWHERE_WAIT_MS : wait);
  };

  const round = async () => {
    let wait = longestWaitMs;
    try {
      while (!stopped && (await sendDueAlerts(db, bus)) === ALERT_BATCH) {}
      if (!stopped) wait = await waitAfter();
    } catch (error) {
      // The entries stay in the schedule: the next round sends them.
      log.warn(`service-level alerts: ${(error as Error).message}`);
    }
    if (!stopped) timer = setTimeout(run, wait);
  };
  const run = () => {
    running = round();
  };
  run();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
