// The sandbox docs instance reads its sidebars from this file (see sidebars.ts).
import {sidebarsByInstance} from '../sidebars';

export default sidebarsByInstance.sandbox;
