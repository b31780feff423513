import type { FastifyBaseLogger } from 'fastify';
import { deliverDueMails, type MailRenderers, type OutboxDeps } from './delivery';
import { claimJobRun, nextMailDueAt, purgeOldMails } from './repository';

/** Timed work run once per cluster every `everyMs` (the expiry of pending requests). */
export type TimedJob = { name: string; everyMs: number; run: () => Promise<void> };

export type OutboxWorker = {
  /** Deliver now: called after a request whose transaction queued mail has committed. */
  wake(): void;
  /** Runs the jobs that are due and this instance claimed; answers their names. */
  runDueJobs(): Promise<string[]>;
  /** Stops polling and waits for the pass in flight. */
  close(): Promise<void>;
};

const HOUR_MS = 3_600_000;

/**
 * The one background worker of an instance: delivers due mails, then runs due timed jobs, on
 * every wake and every OUTBOX_POLL_SECONDS. The database is its only state, so any number of
 * instances can run one. Failures are logged and the next pass tries again.
 */
export function startOutboxWorker(
  deps: OutboxDeps,
  opts: { renderers: MailRenderers; jobs: TimedJob[]; log: FastifyBaseLogger },
): OutboxWorker {
  const { renderers, log } = opts;
  const jobs: TimedJob[] = [
    ...opts.jobs,
    // Sent mail is kept a week, dead letters a month, for whoever looks into a lost mail.
    { name: 'purge-mail', everyMs: HOUR_MS, run: () => purgeOldMails(deps.db, 7, 30) },
  ];
  let closed = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function runDueJobs(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (closed) break;
      try {
        if (!(await claimJobRun(deps.db, job.name, job.everyMs))) continue;
        ran.push(job.name);
        await job.run();
      } catch (err) {
        log.error({ err, job: job.name }, 'timed job failed');
      }
    }
    // What the jobs queued is committed: send it in this pass.
    if (ran.length > 0) again = true;
    return ran;
  }

  /** Runs until nothing is left to do now; answers how long to sleep before the next pass. */
  async function pass(pollMs: number): Promise<number> {
    do {
      again = false;
      try {
        while (!closed && (await deliverDueMails(deps, renderers, log)));
        if (!closed) await runDueJobs();
      } catch (err) {
        log.error({ err }, 'outbox pass failed');
      }
    } while (again && !closed);
    // A retry due before the next poll is not left waiting for it.
    const dueAt = await nextMailDueAt(deps.db).catch(() => null);
    // (At least 20 ms: a database clock a little behind ours must not make it spin.)
    return dueAt ? Math.min(pollMs, Math.max(20, dueAt.getTime() - Date.now())) : pollMs;
  }

  function wake() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    const pollMs = deps.config.outboxPollSeconds * 1000;
    running = pass(pollMs).then((sleepMs) => {
      running = null;
      if (closed) return;
      timer = setTimeout(wake, sleepMs);
      timer.unref();
    });
  }

  wake();
  return {
    wake,
    runDueJobs,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
