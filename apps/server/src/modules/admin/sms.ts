import type { SmsStats } from '@rentals/shared';
import type { Deps } from '../../deps';
import { countSentToday, smsDays, startOfDay } from '../../sms/repository';

const DAYS = 7;
/** Told when today's count reaches this share of the ceiling, while there is time to act. */
const NEAR = 0.8;

/** The admin console's SMS panel: the last week by day, and today against the ceiling. */
export async function smsStats(deps: Deps): Promise<SmsStats> {
  const since = startOfDay(new Date(Date.now() - (DAYS - 1) * 86_400_000));
  const today = await countSentToday(deps.db);
  const ceiling = deps.config.smsDailyLimit;
  return {
    today,
    ceiling,
    nearCeiling: today >= ceiling * NEAR,
    days: await smsDays(deps.db, since),
  };
}
