import type { createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * vite-react-ssg creates the router, which starts the route loaders at once, and only then
 * renders <RouterProvider>, which subscribes in a layout effect. On the app shell a loader that
 * settles between that first render and the subscription was lost, leaving the page on its
 * loading fallback for good (seen about one load in five in the smoke test). A subscriber is
 * therefore handed the current state as soon as it subscribes; an unchanged state is a no-op.
 */
export function replayStateOnSubscribe(router: Router): Router {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) => {
    const unsubscribe = subscribe(subscriber);
    subscriber(router.state, { deletedFetchers: [], viewTransitionOpts: undefined, flushSync: false });
    return unsubscribe;
  };
  return router;
}
