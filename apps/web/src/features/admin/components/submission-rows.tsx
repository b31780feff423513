import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  type AdminPropertyRequest,
  type AdminReport,
  type AdminSender,
  reportTypeLabel,
} from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';

/** The report screen's types (the spec's Somali words), in the page's language. */
const REPORT_TYPE_LABELS: Record<string, MessageDescriptor> = {
  Cilad: msg`Cilad`,
  House: msg`Cabasho`,
  Office: msg`Dalbasho`,
};

/** What admin reads of a report or a posted request: who, when, what kind, and the text. */
function SubmissionRow({
  sender,
  date,
  tags,
  description,
}: {
  sender: AdminSender | null;
  date: string;
  tags: ReactNode;
  description: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const name = sender?.name.trim() || t`Unknown user`;
  const day = format.day(date);
  return (
    <article
      aria-label={t`${name}, ${day}`}
      className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-sm">
          <span className="font-semibold text-stone-900">{name}</span>
          {sender?.email && (
            <a
              href={`mailto:${sender.email}`}
              className="ml-2 break-all text-brand-800 hover:underline"
            >
              {sender.email}
            </a>
          )}
        </p>
        <time dateTime={date} className="text-xs text-stone-600">
          {day}
        </time>
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">{tags}</div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-800">{description}</p>
    </article>
  );
}

function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      {children}
    </span>
  );
}

export function ReportRow({ report }: { report: AdminReport }) {
  const { i18n } = useLingui();
  const known = REPORT_TYPE_LABELS[report.type];
  return (
    <SubmissionRow
      sender={report.user}
      date={report.created_date}
      tags={<Tag>{known ? i18n._(known) : reportTypeLabel(report.type)}</Tag>}
      description={report.description}
    />
  );
}

export function PropertyRequestRow({ request }: { request: AdminPropertyRequest }) {
  const place = [request.district, request.region].filter(Boolean).join(', ');
  const tags = [request.customer_type, request.service, request.property_type, place].filter(
    Boolean,
  );
  return (
    <SubmissionRow
      sender={request.user}
      date={request.created_date}
      tags={tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
      description={request.description}
    />
  );
}
