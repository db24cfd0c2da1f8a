import { act, screen } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { FlashNotice, flashState } from './flash-notice';

const routes = [
  { path: '/from', element: <p>from</p> },
  { path: '/to', element: <FlashNotice /> },
];

describe('FlashNotice', () => {
  it('says what the previous screen left, then clears it so a reload does not say it again', async () => {
    const { router } = renderRoutes(routes, '/from');
    await act(() => router.navigate('/to?x=1', { state: flashState('The order has been extended.') }));
    expect(screen.getByRole('status')).toHaveTextContent('The order has been extended.');
    // The history entry no longer carries it, and the address is kept.
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.search).toBe('?x=1');
    expect(screen.getByRole('status')).toHaveTextContent('The order has been extended.');
  });

  it('shows nothing on a screen opened without a message', () => {
    renderRoutes(routes, '/to');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
