//! Answers that come from the extractors and the middleware rather than from a handler. They
//! are written once, under the document's `components.responses`, and referred to from every
//! operation that can give them, so that the document names every status a client can get
//! (issue 14: schemathesis holds the API to that).

use utoipa::openapi::path::Operation;
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, ResponseBuilder};

/// The gate in front of every route: a credential that does not hold, or too many requests
/// from one address or key; and a database that cannot be reached for a moment.
const EVERY_OPERATION: [Answer; 3] = [
    Answer {
        status: "401",
        name: "InvalidCredential",
        description: "The access token or API key sent is invalid, expired or revoked",
    },
    Answer {
        status: "429",
        name: "TooManyRequests",
        description: "Too many requests; Retry-After says when to try again",
    },
    Answer {
        status: "503",
        name: "Unavailable",
        description: "The database or the file store cannot be reached for a moment, or the server is busy; try again",
    },
];

/// What a write can meet besides its own errors: a full disk, which stores nothing.
const EVERY_WRITE: [Answer; 1] = [Answer {
    status: "507",
    name: "StorageFull",
    description: "The server has no disk space left; nothing was written",
}];

/// Query or path parameters, or a body, that cannot be read as documented.
const INVALID_REQUEST: Answer = Answer {
    status: "400",
    name: "InvalidRequest",
    description: "A parameter or the body cannot be read",
};

const WITH_PARAMETERS: [Answer; 1] = [INVALID_REQUEST];

/// What the JSON body extractor refuses.
const WITH_JSON_BODY: [Answer; 4] = [
    INVALID_REQUEST,
    Answer {
        status: "413",
        name: "BodyTooLarge",
        description: "The body is larger than the server takes",
    },
    Answer {
        status: "415",
        name: "NotJson",
        description: "The body is not sent as application/json",
    },
    Answer {
        status: "422",
        name: "WrongShape",
        description: "The body is JSON without the documented shape",
    },
];

struct Answer {
    status: &'static str,
    name: &'static str,
    description: &'static str,
}

pub fn add_common_answers(document: &mut OpenApi) {
    let components = document.components.get_or_insert_with(Default::default);
    // WITH_JSON_BODY holds INVALID_REQUEST too: WITH_PARAMETERS adds no component of its own.
    for answer in EVERY_OPERATION.iter().chain(&EVERY_WRITE).chain(&WITH_JSON_BODY) {
        let error = ContentBuilder::new()
            .schema(Some(Ref::from_schema_name("ErrorBody")))
            .build();
        let response = ResponseBuilder::new()
            .description(answer.description)
            .content("application/json", error)
            .build();
        components.responses.insert(answer.name.to_string(), response.into());
    }
    for item in document.paths.paths.values_mut() {
        let operations = [
            (&mut item.get, false),
            (&mut item.put, true),
            (&mut item.post, true),
            (&mut item.delete, true),
            (&mut item.patch, true),
        ];
        for (operation, writes) in operations {
            let Some(operation) = operation else { continue };
            let mut answers: Vec<&Answer> = EVERY_OPERATION.iter().collect();
            if writes {
                answers.extend(&EVERY_WRITE);
            }
            if operation
                .parameters
                .as_ref()
                .is_some_and(|parameters| !parameters.is_empty())
            {
                answers.extend(&WITH_PARAMETERS);
            }
            if takes_json(operation) {
                answers.extend(&WITH_JSON_BODY);
            }
            for answer in answers {
                // A handler's own description of the status says more, and stays.
                operation
                    .responses
                    .responses
                    .entry(answer.status.to_string())
                    .or_insert_with(|| RefOr::Ref(Ref::from_response_name(answer.name)));
            }
        }
    }
}

fn takes_json(operation: &Operation) -> bool {
    matches!(&operation.request_body, Some(RefOr::T(body)) if body.content.contains_key("application/json"))
}
