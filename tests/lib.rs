//! Workspace-level integration tests live in api/.
