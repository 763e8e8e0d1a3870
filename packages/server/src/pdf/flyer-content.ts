import type { Language } from '../http/messages.ts';

export interface FlyerContent {
  title: string;
  tagline: string;
  intro: string;
  features: { heading: string; text: string }[];
  audienceHeading: string;
  audience: string;
  callToAction: string;
  contact: string;
}

/** The flyer's text (landing page's "flyer download", docs/spec/part-1.md §1); the landing sections say the same. */
export const FLYER_CONTENT: Record<Language, FlyerContent> = {
  en: {
    title: 'Huella',
    tagline: 'Greenhouse-gas accounting for logistics companies',
    intro:
      'Huella turns the transport and warehousing you already run into a clear, auditable carbon footprint. Record a shipment leg by leg, and get its emissions in tonnes of CO₂ equivalent, per gas and per scope, calculated the way ISO 14083 and the GLEC Framework describe.',
    features: [
      {
        heading: 'Every mode in one report',
        text: 'Road, rail, sea and air legs and warehousing in the same transport report, with distances from real routes and the cargo each leg carries.',
      },
      {
        heading: 'ISO 14083 and GLEC aligned',
        text: 'Well-to-wheel emissions from published emission factors, with the factor set, every factor and every distance traceable behind each figure.',
      },
      {
        heading: 'Scopes 1, 2 and 3',
        text: 'Subcontracted transport is scope 3; your own fuel, gas, electricity and company cars are scope 1 and 2 consumptions.',
      },
      {
        heading: 'Consolidation',
        text: 'Lock a finished report so its figures cannot change: what you reported to a client stays what you reported.',
      },
      {
        heading: 'Exports',
        text: 'CSV at report, stage, cargo or storage level for your own analysis, and PDF summaries to share with clients.',
      },
      {
        heading: 'Statistics',
        text: 'Emissions over time, by mode, by client and by route, to see where reductions matter most.',
      },
    ],
    audienceHeading: 'Made for forwarders, carriers and logistics operators',
    audience:
      'Your staff work in English or Spanish, each company sees only its own data, and administrators decide who may edit. It runs in the browser: nothing to install.',
    callToAction: 'Ask for a demonstration',
    contact: 'Fill in the information request on our website, or write to us through its contact page.',
  },
  es: {
    title: 'Huella',
    tagline: 'Contabilidad de gases de efecto invernadero para empresas logísticas',
    intro:
      'Huella convierte el transporte y el almacenaje que ya realiza en una huella de carbono clara y auditable. Registre un envío tramo a tramo y obtenga sus emisiones en toneladas de CO₂ equivalente, por gas y por alcance, calculadas como describen la norma ISO 14083 y el GLEC Framework.',
    features: [
      {
        heading: 'Todos los modos en un informe',
        text: 'Tramos por carretera, ferrocarril, mar y aire y almacenaje en el mismo informe de transporte, con distancias de rutas reales y la carga de cada tramo.',
      },
      {
        heading: 'Alineado con ISO 14083 y GLEC',
        text: 'Emisiones del pozo a la rueda con factores de emisión publicados; el conjunto de factores, cada factor y cada distancia quedan trazados detrás de cada cifra.',
      },
      {
        heading: 'Alcances 1, 2 y 3',
        text: 'El transporte subcontratado es alcance 3; su propio combustible, gas, electricidad y coches de empresa son consumos de alcance 1 y 2.',
      },
      {
        heading: 'Consolidación',
        text: 'Bloquee un informe terminado para que sus cifras no cambien: lo que comunicó a un cliente sigue siendo lo que comunicó.',
      },
      {
        heading: 'Exportaciones',
        text: 'CSV por informe, tramo, carga o almacén para su propio análisis, y resúmenes en PDF para compartir con sus clientes.',
      },
      {
        heading: 'Estadísticas',
        text: 'Emisiones en el tiempo, por modo, por cliente y por ruta, para ver dónde importa más reducir.',
      },
    ],
    audienceHeading: 'Pensado para transitarios, transportistas y operadores logísticos',
    audience:
      'Su equipo trabaja en español o en inglés, cada empresa ve solo sus datos y los administradores deciden quién puede editar. Funciona en el navegador: no hay nada que instalar.',
    callToAction: 'Solicite una demostración',
    contact: 'Rellene la solicitud de información de nuestra web o escríbanos desde su página de contacto.',
  },
};
