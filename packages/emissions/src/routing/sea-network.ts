// The sea network a server builds once from the shipped data (data/sea/, world-atlas' land outline) and passes
// to routeSea / routeSeaBetween / listSeaPorts. The core reads no file: the caller hands over the parsed data,
// and each costly piece (graph, snapped ports, land mask, a port's connectors) is built on first use and kept
// with the network.
import { buildLandMask, landEdges, type LandMask, type LandTopology } from './land-mask.ts';
import { marnetLines, type MarnetCollection } from './marnet-data.ts';
import { seaConnectors, type Connectors } from './sea-connectors.ts';
import { networkGraph, type SeaGraph } from './sea-graph.ts';
import { cleanSeaPorts, snapPorts, type RawSeaPort, type SnappedPort } from './sea-ports.ts';

export interface SeaNetworkData {
  /** data/sea/marnet-densified.json: Eurostat MARNET as GeoJSON LineStrings. */
  marnet: MarnetCollection;
  /** data/sea/ports.json: ports by UN/LOCODE, `[lng, lat]`. */
  ports: Readonly<Record<string, RawSeaPort>>;
  /**
   * Natural Earth 1:10m land (world-atlas `land-10m.json`), asked for on the first leg checked against the
   * coast, so that listing the ports does not read it.
   */
  land: () => LandTopology;
}

export interface SeaNetwork {
  graph(): SeaGraph;
  /** Cleaned and snapped ports by LOCODE. */
  ports(): ReadonlyMap<string, SnappedPort>;
  landMask(): LandMask;
  /** Where the port joins the network by sea (sea-connectors.ts), chosen on first call. */
  portConnectors(port: SnappedPort): Connectors;
}

export function createSeaNetwork(data: SeaNetworkData): SeaNetwork {
  let graph: SeaGraph | undefined;
  let ports: Map<string, SnappedPort> | undefined;
  let mask: LandMask | undefined;
  const connectorsByPort = new Map<string, Connectors>();
  const network: SeaNetwork = {
    graph: () => (graph ??= networkGraph(marnetLines(data.marnet))),
    ports: () => (ports ??= new Map(snapPorts(cleanSeaPorts(data.ports), network.graph()).map((port) => [port.locode, port]))),
    landMask: () => (mask ??= buildLandMask(landEdges(data.land()))),
    portConnectors: (port) => {
      let found = connectorsByPort.get(port.locode);
      if (!found) {
        found = seaConnectors(network.graph(), port, network.landMask());
        connectorsByPort.set(port.locode, found);
      }
      return found;
    },
  };
  return network;
}
