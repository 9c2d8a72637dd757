import FuzzMain

runFuzzer(fuzzConnection)
