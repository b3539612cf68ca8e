import { type RequestDetail, type RequestKind, requestKinds, requestStatuses } from '@aruu/contract/staff-requests';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/form-field';
import { BackIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useAddNote, useAssignees, useChangeRequest, useReply, useRequest } from '../api/requests-api';
import { StatusBadge } from '../components/status-badge';
import { TextForm } from '../components/text-form';
import { Thread } from '../components/thread';

const card = 'rounded-2xl bg-white p-4 lg:p-6 dark:bg-graphite-800/60';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-graphite-700 dark:text-graphite-300">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function Requester({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('staffRequests');
  const formatDateTime = useFormatDateTime();
  return (
    <section className={card}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <Row label={t('request.from')}>{request.name}</Row>
        <Row label={t('request.phone')}>
          <a href={`tel:${request.phone}`}>{request.phone}</a>
        </Row>
        <Row label={t('request.email')}>
          {request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : t('request.noEmail')}
        </Row>
        <Row label={t('request.language')}>{t(`languages.${request.language}`)}</Row>
        <Row label={t('request.received')}>
          <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
        </Row>
      </dl>
      <h2 className="mt-4 mb-1 font-medium">{t('request.message')}</h2>
      <p className="whitespace-pre-wrap break-words">{request.message ?? t('noMessage')}</p>
    </section>
  );
}

function Handling({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('staffRequests');
  const errorText = useErrorText();
  const assignees = useAssignees();
  const change = useChangeRequest(request.kind, request.id);
  const onChange = (body: Parameters<typeof change.mutate>[0]) =>
    change.mutate(body, {
      onSuccess: () => toast.success(t('request.saved')),
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <section className={`${card} grid gap-3 sm:grid-cols-2`}>
      <SelectField
        label={t('request.status')}
        value={request.status}
        disabled={change.isPending}
        onChange={(event) => onChange({ status: event.target.value as RequestDetail['status'] })}
      >
        {requestStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('request.assignee')}
        value={request.assignee?.id ?? ''}
        disabled={change.isPending}
        onChange={(event) => onChange({ assignee_id: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{t('filters.nobody')}</option>
        {assignees.data?.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
    </section>
  );
}

function Answering({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('staffRequests');
  const note = useAddNote(request.kind, request.id);
  const reply = useReply(request.kind, request.id);
  return (
    <>
      <section className={card}>
        {request.email ? (
          <TextForm
            label={t('reply.label')}
            hint={
              <>
                {t('reply.hint', { email: request.email, language: t(`languages.${request.language}`) })}{' '}
                {t('reply.frame', { signature: request.reply_frame.signature })}
              </>
            }
            submit={t('reply.submit')}
            done={t('reply.sent')}
            maxLength={5000}
            initialText={`${request.reply_frame.greeting}\n\n`}
            send={(text, callbacks) => reply.mutate(text, callbacks)}
            pending={reply.isPending}
          />
        ) : (
          <p className="text-sm">{t('reply.noEmail')}</p>
        )}
      </section>
      <section className={card}>
        <TextForm
          label={t('note.label')}
          hint={t('note.hint')}
          submit={t('note.submit')}
          done={t('note.added')}
          maxLength={2000}
          send={(text, callbacks) => note.mutate(text, callbacks)}
          pending={note.isPending}
        />
      </section>
    </>
  );
}

function RequestView({ kind, id }: { kind: RequestKind; id: number }) {
  const { t } = useTranslation('staffRequests');
  const request = useRequest(kind, id);
  if (request.isError) return <QueryError error={request.error} onRetry={() => request.refetch()} />;
  if (!request.data) return <Spinner />;
  const data = request.data;
  return (
    <>
      <PageHeader
        title={t('request.title', { kind: t(`kind.${kind}`), id })}
        actions={<StatusBadge status={data.status} />}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-4">
          <Requester request={data} />
          <Handling request={data} />
        </div>
        <div className="flex flex-col gap-4">
          <Answering request={data} />
          <section className={card}>
            <h2 className="mb-3 font-medium">{t('thread.title')}</h2>
            <Thread entries={data.thread} />
          </section>
        </div>
      </div>
    </>
  );
}

/** One request: who asked what, its status and assignee, the reply form, notes and the thread. */
export function Component() {
  const { t } = useTranslation('staffRequests');
  const params = useParams();
  const kind = requestKinds.find((candidate) => candidate === params.kind);
  const id = Number(params.id);
  return (
    <>
      <Link to={staffPaths.requests} className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm">
        <BackIcon size={18} />
        {t('back')}
      </Link>
      {kind && Number.isInteger(id) && id > 0 ? (
        <RequestView key={`${kind}-${id}`} kind={kind} id={id} />
      ) : (
        <p>{t('empty')}</p>
      )}
    </>
  );
}
