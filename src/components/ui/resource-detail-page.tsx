/**
 * A whole detail page on the kit (issue 10): breadcrumbs back to the filtered list, the record's
 * title, status, actions and fields (resource-pages.tsx's list page links here).
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { StatusFamily } from "../../domain/format/status.ts";
import { type ResourceQueries, useBackHref } from "../../lib/lists/index.ts";
import { useSession } from "../../lib/session/hooks.ts";
import { DetailPage } from "./detail-page.tsx";

export interface ResourceDetailPageProps<D> {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: the resource's query factory, any list type and filter values
  queries: ResourceQueries<any, D, any, any, any>;
  list: { label: string; path: string };
  family: StatusFamily;
  title: (record: D) => ReactNode;
  actions?: (record: D) => ReactNode;
  children: (record: D) => ReactNode;
}

export function ResourceDetailPage<D extends { status: string }>(props: ResourceDetailPageProps<D>) {
  const session = useSession();
  const query = useQuery(props.queries.detail(session, props.id));
  const back = useBackHref(props.list.path);
  const record = query.data;
  return (
    <DetailPage
      list={{ label: props.list.label, href: back }}
      recordId={props.id}
      title={record ? props.title(record) : undefined}
      status={record ? { family: props.family, status: record.status } : undefined}
      query={query}
      actions={record && props.actions ? props.actions(record) : undefined}
    >
      {record ? <div className="flex flex-col gap-4">{props.children(record)}</div> : null}
    </DetailPage>
  );
}
