/** Every ratings query of a property sits under ['ratings', propertyId]. */
export const ratingsKeys = {
  property: (propertyId: string) => ['ratings', propertyId] as const,
};
