import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { marketDay, type OwnerOccupancy } from '@rentals/shared';
import { BarChart } from '../../../../shared/charts/bar-chart';
import { Figure } from './figure';
import { HeatMap } from '../../../../shared/charts/heat-map';
import { weekdayNames } from '../../../../shared/i18n/format';
import { axisDay, dayLabel, monthLabel } from './labels';

/** A listing's occupancy, drawn as its kind is booked: days, room-nights or addresses. */
export function OccupancyChart({ occupancy }: { occupancy: OwnerOccupancy }) {
  const charts: Record<OwnerOccupancy['kind'], () => ReactNode> = {
    hall: () => <HallDays days={occupancy.days ?? []} />,
    hotel: () => <HotelWeeks weeks={occupancy.weeks ?? []} />,
    building: () => (
      <BuildingAddresses
        addresses={occupancy.addresses ?? { available: 0, pending: 0, rented: 0 }}
      />
    ),
  };
  return charts[occupancy.kind]();
}

type Days = NonNullable<OwnerOccupancy['days']>;
type Weeks = NonNullable<OwnerOccupancy['weeks']>;
type Addresses = NonNullable<OwnerOccupancy['addresses']>;

function HallDays({ days: calendar }: { days: Days }) {
  const { t, i18n } = useLingui();
  const byDay = new Map(calendar.map((d) => [d.day, d.events]));
  const months = [...new Set(calendar.map((d) => d.day.slice(0, 7)))].map((m) => ({
    key: m,
    year: Number(m.slice(0, 4)),
    month: Number(m.slice(5, 7)),
    label: monthLabel(i18n, m),
  }));
  const booked = calendar.filter((d) => d.events > 0).length;
  const caption = t`Booked and free days, last month to two months ahead: ${booked} of ${calendar.length} days booked`;
  return (
    <Figure
      caption={caption}
      note={t`A darker day has more bookings (yours and the times you blocked); a white day is free.`}
      table={{
        head: [t`Month`, t`Booked days`, t`Free days`],
        rows: months.map((m) => {
          const days = calendar.filter((d) => d.day.startsWith(m.key));
          const taken = days.filter((d) => d.events > 0).length;
          return [m.label, taken, days.length - taken];
        }),
      }}
    >
      {(ids) => (
        <HeatMap
          title={caption}
          ids={ids}
          months={months}
          weekdays={weekdayNames(i18n).map((w) => w.short)}
          valueOf={(day) => byDay.get(day) ?? 0}
        />
      )}
    </Figure>
  );
}

function HotelWeeks({ weeks }: { weeks: Weeks }) {
  const { t, i18n } = useLingui();
  const today = marketDay();
  const current = weeks.findLastIndex((w) => w.week <= today);
  const caption = t`Occupied room-nights per week, eight weeks back and four ahead`;
  return (
    <Figure
      caption={caption}
      note={t`Weeks begin on Saturday. The dashed line is every room for every night of the week.`}
      table={{
        head: [t`Week from`, t`Room-nights booked`, t`Room-nights in all`],
        rows: weeks.map((w) => [dayLabel(i18n, w.week), w.roomNights, w.capacity]),
      }}
    >
      {(ids) => (
        <BarChart
          title={caption}
          ids={ids}
          labels={weeks.map((w) => axisDay(w.week))}
          series={[{ name: t`Room-nights booked`, values: weeks.map((w) => w.roomNights) }]}
          limit={{ name: t`Room-nights in all`, values: weeks.map((w) => w.capacity) }}
          current={current >= 0 ? current : undefined}
        />
      )}
    </Figure>
  );
}

function BuildingAddresses({ addresses }: { addresses: Addresses }) {
  const { t } = useLingui();
  const { rented, pending, available } = addresses;
  const rows: [string, number][] = [
    [t`Rented`, rented],
    [t`Asked for`, pending],
    [t`Free`, available],
  ];
  const caption = t`Addresses rented and free now: ${rented} of ${rented + pending + available} rented`;
  return (
    <Figure caption={caption} table={{ head: [t`Addresses`, t`Number`], rows }}>
      {(ids) => (
        <BarChart
          title={caption}
          ids={ids}
          labels={rows.map(([name]) => name)}
          series={[{ name: t`Addresses`, values: rows.map(([, n]) => n) }]}
        />
      )}
    </Figure>
  );
}
