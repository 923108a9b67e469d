/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
// Ejected from @docusaurus/core@3.10.2 (lib/client/PendingNavigation.js).
// Why: with fast back and forward, the preload of a location the reader has already left finished
// the newer navigation too: it rendered a route whose chunks were not loaded yet (a suspended
// route: its stale page stayed in the DOM beside the new one), or a failed preload of a left page
// reloaded the document. Only the newest location's preload ends the navigation now, and the
// page shown before stays the previous location. ../index.ts puts this module in place of
// upstream's. Changes are marked (CUSTOM).
import React from 'react';
import {Route} from 'react-router-dom';
import ClientLifecyclesDispatcher, {
  dispatchLifecycleAction,
} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher'; // (CUSTOM) upstream's, from here
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment'; // (CUSTOM) upstream's, from here
import preload from '@docusaurus/core/lib/client/preload'; // (CUSTOM) upstream's, from here
class PendingNavigation extends React.Component {
  previousLocation;
  routeUpdateCleanupCb;
  constructor(props) {
    super(props);
    // previousLocation doesn't affect rendering, hence not stored in state.
    this.previousLocation = null;
    this.routeUpdateCleanupCb = ExecutionEnvironment.canUseDOM
      ? dispatchLifecycleAction('onRouteUpdate', {
          previousLocation: null,
          location: this.props.location,
        })
      : () => {};
    this.state = {
      nextRouteHasLoaded: true,
    };
  }
  // Intercept location update and still show current route until next route
  // is done loading.
  shouldComponentUpdate(nextProps, nextState) {
    if (nextProps.location === this.props.location) {
      // `nextRouteHasLoaded` is false means there's a pending route transition.
      // Don't update until it's done.
      return nextState.nextRouteHasLoaded;
    }
    // props.location being different means the router is trying to navigate to
    // a new route. We will preload the new route.
    const nextLocation = nextProps.location;
    // Save the location first.
    // (CUSTOM) the location shown: while a navigation is pending, props.location was never shown,
    // and that navigation is over (its cleanup runs now, not when its preload ends).
    if (this.state.nextRouteHasLoaded) {
      this.previousLocation = this.props.location;
    } else {
      this.routeUpdateCleanupCb();
    }
    this.setState({nextRouteHasLoaded: false});
    this.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {
      previousLocation: this.previousLocation,
      location: nextLocation,
    });
    // Load data while the old screen remains. Force preload instead of using
    // `window.docusaurus`, because we want to avoid loading screen even when
    // user is on saveData
    preload(nextLocation.pathname)
      .then(() => {
        // (CUSTOM) a newer navigation is pending: its own preload ends it.
        if (this.props.location !== nextLocation) {
          return;
        }
        this.routeUpdateCleanupCb();
        this.setState({nextRouteHasLoaded: true});
      })
      .catch((e) => {
        // (CUSTOM) a left location's failure neither warns nor reloads.
        if (this.props.location !== nextLocation) {
          return;
        }
        console.warn(e);
        // If chunk loading failed, it could be because the path to a chunk
        // no longer exists due to a new deployment. Force refresh the page
        // instead of just not navigating.
        window.location.reload();
      });
    return false;
  }
  render() {
    const {children, location} = this.props;
    // Use a controlled <Route> to trick all descendants into rendering the old
    // location.
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <Route location={location} render={() => children} />
      </ClientLifecyclesDispatcher>
    );
  }
}
export default PendingNavigation;
