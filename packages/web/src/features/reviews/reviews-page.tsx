import type { ReviewSummary } from '@huella/contracts';
import { ActionIcon, Badge } from '@mantine/core';
import { IconCopy, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { ResourceListPage } from '../../components/resource-list-page/resource-list-page.tsx';
import { useSession } from '../auth/session.ts';
import { REVIEWS_PATH } from '../configuration/configuration-tabs.ts';
import { useDeleteReview, useReviews } from './api.ts';
import { CloneReviewModal } from './clone-review-modal.tsx';
import { ImportReviewButton } from './import-review-button.tsx';
import { canEditReviews, canManageReviews } from './review-permissions.ts';

/**
 * docs/spec/part-1.md §2 "Reviews list" (platform super users): title, start date and whether it is read-only;
 * view a read-only review, edit the others; duplicate with a start date; delete with a confirmation.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.title'));
  const session = useSession();
  const list = useListState([{ field: 'start_date', direction: 'desc' }]);
  const reviews = useReviews(list.params);
  const remove = useDeleteReview();
  const [toClone, setToClone] = useState<ReviewSummary | null>(null);
  if (!session) return null;
  const manager = canManageReviews(session.user);
  const editor = canEditReviews(session.user);
  return (
    <>
      <ResourceListPage<ReviewSummary>
        texts="reviews"
        columns={[
          { key: 'title', header: t('reviews.fields.title'), sortField: 'title', render: (review) => review.title },
          { key: 'start_date', header: t('reviews.fields.start_date'), sortField: 'start_date', render: (review) => review.start_date },
          {
            key: 'status',
            header: t('reviews.fields.status'),
            render: (review) => (
              <Badge variant="filled" color={review.read_only ? 'gray.8' : undefined}>
                {t(review.read_only ? 'reviews.read_only' : 'reviews.editable')}
              </Badge>
            ),
          },
        ]}
        list={list}
        rows={reviews}
        remove={remove}
        nameOf={(review) => review.title}
        newPath={null}
        editPath={(review) => (editor && !review.read_only ? `${REVIEWS_PATH}/${review.id}` : null)}
        canDelete={(review) => manager && !review.read_only}
        renderRowActions={(review) => (
          <>
            {!editor || review.read_only ? (
              <ActionIcon component={Link} to={`${REVIEWS_PATH}/${review.id}`} variant="subtle" aria-label={t('reviews.view', { name: review.title })}>
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            {manager ? (
              <ActionIcon variant="subtle" onClick={() => setToClone(review)} aria-label={t('reviews.duplicate', { name: review.title })}>
                <IconCopy size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </>
        )}
      />
      {manager ? <ImportReviewButton /> : null}
      <CloneReviewModal source={toClone} onClose={() => setToClone(null)} />
    </>
  );
}
