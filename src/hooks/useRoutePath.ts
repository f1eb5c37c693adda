import { createContext, useContext } from 'react';

/**
 * The path of the route being shown, as the route table writes it (`/`, `/projetos/:id`, `/404`, which an
 * unknown address shows until it is replaced with /404): the Router provides it, so a part of the frame
 * (the header's edition link) knows which kind of page it is on.
 */
export const RoutePathContext = createContext<string | null>(null);

export const useRoutePath = () => useContext(RoutePathContext);
