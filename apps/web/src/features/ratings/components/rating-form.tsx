import { useState, type FormEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  hasRatingChanged,
  messages,
  RATING_CATEGORIES,
  starsSchema,
  type RatingCategory,
  type Review,
  type Star,
} from '@rentals/shared';
import { isApiError } from '../../../shared/api/client';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { Button } from '../../../shared/ui/button';
import { useSaveRating } from '../api/my-rating';
import { RATING_CATEGORY_TEXTS } from './category-labels';
import { StarPicker } from './star-picker';

type RatingFormProps = { propertyId: string; userId: string; existing: Review | null };

const starsOf = (review: Review | null): Partial<Record<RatingCategory, number>> =>
  Object.fromEntries((review?.stars ?? []).map((s) => [s.category, s.stars]));

const starsName = (category: RatingCategory) => `stars-${category}`;

/**
 * The user's rating: five categories of 1-5 stars and a review. An existing rating is updated,
 * otherwise one is added. The shared rules run before anything is sent.
 */
export function RatingForm({ propertyId, userId, existing }: RatingFormProps) {
  const [stars, setStars] = useState(() => starsOf(existing));
  const [review, setReview] = useState(existing?.review ?? '');
  const save = useSaveRating();
  const { form, report, scope } = useFormProblem();
  const { i18n } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given: Star[] = RATING_CATEGORIES.flatMap((category) => {
      const n = stars[category];
      return n ? [{ category, stars: n }] : [];
    });
    const checked = starsSchema.safeParse(given);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? messages.starMoreThan1;
      toast.warn(messageText(i18n, message));
      // No star given: the first group says so beside it and takes the focus.
      if (message === messages.starMoreThan1) report(message, starsName(RATING_CATEGORIES[0]));
      return;
    }
    if (existing && !hasRatingChanged(existing, { stars: given, review })) {
      toast.warn(messageText(i18n, messages.updateBeforeSubmit));
      return;
    }
    save.mutate(
      { propertyId, userId, stars: given, review: review.trim(), update: existing !== null },
      {
        onSuccess: () => toast.success(messageText(i18n, messages.successCapital)),
        // The server's 400s carry the spec's own words.
        onError: (err) =>
          toast.error(
            isApiError(err) && err.status === 400
              ? messageText(i18n, err.message, err.code)
              : apiErrorMessage(err),
          ),
      },
    );
  };

  return (
    <FormProblemScope scope={scope}>
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        className="space-y-3"
        aria-labelledby="rate-heading"
      >
        <h3 id="rate-heading" className="font-bold text-stone-900">
          {existing ? <Trans>Your rating</Trans> : <Trans>Rate this property</Trans>}
        </h3>
        <div className="grid gap-x-10 gap-y-1 sm:grid-cols-2">
          {RATING_CATEGORIES.map((category) => (
            <StarPicker
              key={category}
              label={i18n._(RATING_CATEGORY_TEXTS[category])}
              name={starsName(category)}
              value={stars[category] ?? 0}
              onChange={(n) => setStars((previous) => ({ ...previous, [category]: n }))}
            />
          ))}
        </div>
        <div>
          <label htmlFor="review-text" className="mb-1 block text-sm font-medium text-stone-700">
            <Trans>Review</Trans>
          </label>
          <textarea
            id="review-text"
            rows={3}
            maxLength={2000}
            value={review}
            onChange={(event) => setReview(event.target.value)}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/40"
          />
        </div>
        <Button type="submit" loading={save.isPending}>
          {existing ? <Trans>Update rating</Trans> : <Trans>Submit rating</Trans>}
        </Button>
      </form>
    </FormProblemScope>
  );
}
