/**
 * The notification centre (spec 002 §2.9, §3, §7, §9): filter tags products / updates, cursor
 * pages with "Load more", mark one or all read, content as text only, media with alt text or
 * controls (never autoplay), and targets opened only when safe (http(s) or an in-app path).
 */
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DateText } from "../../components/ui/display.tsx";
import { LoadingRegion, PageHeader, SkeletonText } from "../../components/ui/layout.tsx";
import { EmptyState, ErrorState } from "../../components/ui/states.tsx";
import { buttonClass, nativeFocusRing } from "../../components/ui/styles.ts";
import type { Notification } from "../../contract/settings.ts";
import { localizedText } from "../../domain/notifications/localized.ts";
import { type NotificationFailureKey, notificationFailureKey } from "../../domain/notifications/messages.ts";
import { safeNotificationTarget } from "../../domain/notifications/target.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { BELL_SUMMARY_KEY, notificationCenterQueryOptions, readAllNotifications, readNotification } from "./api.ts";
import type { NotificationTag } from "./search.ts";

export function NotificationCenterScreen({
  businessId,
  type,
  onTypeChange,
}: {
  businessId: string;
  type: NotificationTag | undefined;
  onTypeChange: (type: NotificationTag | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationCenterQueryOptions(session, businessId, type));
  const [failure, setFailure] = useState<NotificationFailureKey | null>(null);
  // spec 002 §8: each failure state shows its message key's text
  const failureText: Record<NotificationFailureKey, string> = {
    errorFetch: t`We could not load your notifications. Please refresh to try again.`,
    errorReadOneNotification: t`This notification could not be marked as read. Please try again.`,
    errorReadAllNotification: t`Your notifications could not be marked as read. Please try again.`,
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["notifications"] }),
      queryClient.invalidateQueries({ queryKey: BELL_SUMMARY_KEY }),
    ]);
  const readOne = useMutation({
    mutationFn: (id: string) => readNotification(session, id),
    onMutate: () => setFailure(null),
    onError: () => setFailure(notificationFailureKey("readOne")),
    onSettled: refresh,
  });
  const readAll = useMutation({
    mutationFn: () => readAllNotifications(session),
    onMutate: () => setFailure(null),
    onError: () => setFailure(notificationFailureKey("readAll")),
    onSettled: refresh,
  });

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.notifications);
  const unread = pages[0]?.unread_count ?? 0;
  const tags: { value: NotificationTag | undefined; label: string }[] = [
    { value: undefined, label: t`All` },
    { value: "products", label: t`Products` },
    { value: "updates", label: t`Updates` },
  ];

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t`Notifications`}
        description={unread > 0 ? t`${unread} unread` : undefined}
        actions={
          <Button
            variant="secondary"
            size="sm"
            isDisabled={unread === 0 || list.isError || readAll.isPending}
            isPending={readAll.isPending}
            onPress={() => readAll.mutate()}
          >
            {t`Mark all as read`}
          </Button>
        }
      />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t`Filter notifications`}</legend>
        {tags.map((tag) => (
          <Button
            key={tag.label}
            size="sm"
            variant={type === tag.value ? "primary" : "ghost"}
            aria-pressed={type === tag.value}
            onPress={() => onTypeChange(tag.value)}
          >
            {tag.label}
          </Button>
        ))}
      </fieldset>
      {failure ? (
        <p
          role="alert"
          data-message-key={failure}
          className="mb-4 rounded-brand border border-danger px-3 py-2 text-danger text-sm"
        >
          {failureText[failure]}
        </p>
      ) : null}
      {list.isError ? (
        <ErrorState
          message={failureText[notificationFailureKey("fetch")]}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.isPending ? (
        <LoadingRegion isLoading label={t`Loading your notifications…`}>
          <SkeletonText lines={6} />
        </LoadingRegion>
      ) : items.length === 0 ? (
        <EmptyState icon="bell" title={t`No notifications yet.`} />
      ) : (
        <>
          <ul
            aria-label={t`Notification list`}
            className="divide-y divide-border rounded-brand border border-border bg-surface"
          >
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                locale={i18n.locale}
                onRead={() => readOne.mutate(n.id)}
                isReading={readOne.isPending && readOne.variables === n.id}
              />
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" isPending={list.isFetchingNextPage} onPress={() => void list.fetchNextPage()}>
                {t`Load more`}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

export function NotificationItem({
  notification: n,
  locale,
  onRead,
  isReading,
}: {
  notification: Notification;
  locale: string;
  onRead: () => void;
  isReading: boolean;
}) {
  const { t } = useLingui();
  const title = localizedText(n.title, locale);
  const target = safeNotificationTarget(n.target_url);
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-notification-id={n.id}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.is_read ? "bg-transparent" : "bg-danger"}`}
        />
        <div className="min-w-0 flex-1">
          <h2 className={`break-words ${n.is_read ? "" : "font-semibold"}`}>
            {title}
            {n.is_read ? null : <span className="sr-only"> {t`(unread)`}</span>}
          </h2>
          <p className="break-words text-muted text-sm">{localizedText(n.message, locale)}</p>
          <p className="text-muted text-xs">
            <DateText value={n.created} withTime />
          </p>
        </div>
        {n.is_read ? null : (
          <Button
            size="sm"
            variant="ghost"
            isPending={isReading}
            onPress={onRead}
            aria-label={t`Mark “${title}” as read`}
          >
            {t`Mark as read`}
          </Button>
        )}
      </div>
      {n.media_url && n.media_type === "IMAGE" ? (
        <img src={n.media_url} alt={title} className="max-h-64 max-w-full rounded-brand object-contain" />
      ) : n.media_url && n.media_type === "VIDEO" ? (
        // biome-ignore lint/a11y/useMediaCaption: announcement videos come without caption tracks
        <video
          src={n.media_url}
          controls
          preload="metadata"
          aria-label={title}
          className="max-h-64 max-w-full rounded-brand"
        />
      ) : null}
      {target?.kind === "internal" ? (
        <InAppLink path={target.path} />
      ) : target?.kind === "external" ? (
        <a
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass("ghost", "sm")} self-start ${nativeFocusRing}`}
        >
          {t`Open`}
        </a>
      ) : n.target_url ? (
        <p className="break-all text-muted text-xs" data-inert-target="">
          {t`Link not allowed:`} {n.target_url}
        </p>
      ) : null}
    </li>
  );
}

function InAppLink({ path }: { path: string }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <a
      href={path}
      onClick={(event) => {
        event.preventDefault();
        void router.navigate({ href: path });
      }}
      className={`${buttonClass("ghost", "sm")} self-start ${nativeFocusRing}`}
    >
      {t`Open`}
    </a>
  );
}
