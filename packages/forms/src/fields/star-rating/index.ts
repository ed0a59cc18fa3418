import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { StarRatingEdit, StarRatingView } from './star-rating-field.js';

const starRating: FieldComponents = { Edit: StarRatingEdit, View: StarRatingView };

export const starRatingEntries = { star_rating: starRating } satisfies Partial<FieldRegistry>;
