const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A hall price: whole dollars as '$1,200', an hourly share as '$37.50'. */
export const formatMoney = (amount: number): string =>
  Number.isInteger(amount)
    ? dollars.format(amount)
    : dollars.format(amount).replace(/\.(\d)$/, '.$10');
