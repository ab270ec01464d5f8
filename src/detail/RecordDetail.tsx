import type { ReactNode } from 'react';
import {
  EditBase,
  type RaRecord,
  type RedirectionSideEffect,
  ShowBase,
  type TransformData,
  type UseUpdateOptions,
} from 'react-admin';
import { PageFrame } from '../layout/PageFrame';
import { useResourceKey } from '../shared/useResourceText';
import { DetailError, DetailLoading, DetailNotFound } from './DetailState';
import { isMissing } from './isMissing';

interface RecordDetailProps {
  /** Catalogue key of the page heading; by default the resource's `detail_title` ('User Details'). */
  title?: string;
  /**
   * Catalogue key of the spec's text for a record that does not exist ('User not found'); without
   * it a missing record is an error like any other (the transaction detail).
   */
  notFound?: string;
  /** Catalogue key of the screen's error text ('An error occured' on transactions). */
  errorTitle?: string;
  /**
   * 'edit' when the detail saves the record: react-admin's edit controller reads it, and its
   * <Form>s save through it (pessimistic, staying on the page) unless they bring their own save.
   */
  kind?: 'show' | 'edit';
  /** What happens after an edit's update. */
  mutationOptions?: UseUpdateOptions;
  /** Where an edit goes once saved (Staff: back to the list); by default it stays. */
  redirect?: RedirectionSideEffect;
  /** What an edit sends instead of the whole form (Staff: only what changed). */
  transform?: TransformData;
  /** The panels, shown once the record is read; fields take it from the record context. */
  children: ReactNode;
}

// Each detail shows its own not-found text or error panel: no toast, no redirect to the list.
const ignore = () => undefined;

/**
 * The one way a detail screen reads its record: react-admin's <ShowBase> (or <EditBase> when it
 * saves too) for the route's id, then a spinner, the not-found text, the error panel with the
 * HTTP client's message (the server's, else the spec's fallback), or the panels.
 */
export const RecordDetail = ({
  title,
  notFound,
  errorTitle = 'app.errors.occurred',
  kind = 'show',
  mutationOptions,
  redirect = false,
  transform,
  children,
}: RecordDetailProps) => {
  const resourceKey = useResourceKey();
  const heading = title ?? resourceKey('detail_title');
  const render = ({
    record,
    isPending,
    error,
  }: {
    record?: RaRecord;
    isPending: boolean;
    error?: unknown;
  }) => (
    <PageFrame title={heading}>
      {isPending ? (
        <DetailLoading />
      ) : record ? (
        children
      ) : notFound && isMissing(error) ? (
        <DetailNotFound text={notFound} />
      ) : (
        <DetailError title={errorTitle} message={(error as Error | null)?.message} />
      )}
    </PageFrame>
  );
  return kind === 'edit' ? (
    <EditBase
      mutationMode="pessimistic"
      redirect={redirect}
      transform={transform}
      redirectOnError={false}
      queryOptions={{ onError: ignore }}
      mutationOptions={mutationOptions}
      render={render}
    />
  ) : (
    <ShowBase redirectOnError={false} queryOptions={{ onError: ignore }} render={render} />
  );
};
